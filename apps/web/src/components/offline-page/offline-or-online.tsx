import { useEffect, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useOnline } from '@/lib/offline/use-offline';

/**
 * A page that works with no network (issue 30): its offline view while there is none. When the
 * network comes back the route guard runs again before the online page shows, so a launch that
 * began offline, with no session in the tab, goes to sign-in rather than to failing calls.
 */
export function OfflineOrOnline({
  offline,
  children,
}: {
  offline: ReactNode;
  children: ReactNode;
}) {
  const online = useOnline();
  const revalidator = useRevalidator();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidator.revalidate();
    wasOnline.current = online;
  }, [online, revalidator]);
  return online ? children : offline;
}
