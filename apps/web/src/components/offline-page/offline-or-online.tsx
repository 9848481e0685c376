import { useEffect, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useOnline } from '@/lib/offline/use-offline';

/**
 * A page that works with no network (issue 30): its offline view while there is none or the
 * server does not answer. When the network comes back the route guard runs again, so a launch
 * that began offline, with no session in the tab, goes on to sign-in rather than failing calls.
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
  useEffect(() => {
    const again = () => void revalidator.revalidate();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [revalidator]);
  return online ? children : offline;
}
