import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';

const LOAD_FAILED = '加载失败，请稍后重试';

export interface Loaded<T> {
  /** Undefined until the first answer arrives. */
  data: T | undefined;
  /** In words: the server's 4xx message, or a general one (the client already notified 5xx). */
  error: string | null;
  reload: () => void;
  /** Puts a value the server just returned in place without asking again. */
  setData: (data: T) => void;
}

/** Loads once on mount and again on reload(); `load` must be stable (a module function). */
export function useLoader<T>(load: () => Promise<T>): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    // An answer for an unmounted page or a superseded request must not land.
    let live = true;
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
      },
      (e: unknown) => {
        if (!live) return;
        setError(e instanceof ApiError ? e.message : LOAD_FAILED);
      },
    );
    return () => {
      live = false;
    };
  }, [load, version]);

  const reload = useCallback(() => {
    setError(null);
    setVersion((v) => v + 1);
  }, []);

  return { data, error, reload, setData };
}
