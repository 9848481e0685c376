import { useEffect, useState, useSyncExternalStore } from 'react';
import { onOfflineChange, readOffline, type OfflineData } from './offline-store';
import { serverUnreachable, subscribeReachability } from './reachability';

function subscribeNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stop = subscribeReachability(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stop();
  };
}

/** Whether the browser has a network and the server answered the last check (true prerendered). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeNetwork,
    () => navigator.onLine && !serverUnreachable(),
    () => true,
  );
}

/** The data saved on this device (read again when it changes): undefined while reading. */
export function useOfflineData(): OfflineData | null | undefined {
  const [data, setData] = useState<OfflineData | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const read = () =>
      void readOffline().then(
        (found) => live && setData(found),
        () => live && setData(null),
      );
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return data;
}
