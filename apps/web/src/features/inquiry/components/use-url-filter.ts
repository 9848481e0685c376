import { useSearchParams } from 'react-router';

export type UrlFilter<K extends string> = Partial<Record<K, string>> & { pageNo: number };

/**
 * A query's filter kept in the address (`?town=…&page=2`), so a shared or reloaded link shows
 * the same list and the back button undoes a change. Any change starts again at page 1.
 */
export function useUrlFilter<K extends string>(
  keys: readonly K[],
): [UrlFilter<K>, (next: Partial<Record<K, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    pageNo: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  } as UrlFilter<K>;
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value as UrlFilter<K>[K];
  }
  const change = (next: Partial<Record<K, string | undefined>>) => {
    const out = new URLSearchParams();
    for (const key of keys) {
      const value = (key in next ? next[key] : filter[key])?.trim();
      if (value) out.set(key, value);
    }
    setParams(out);
  };
  return [filter, change];
}
