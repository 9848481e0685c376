/**
 * Whether the server failed to answer the route guard on an offline page although the browser
 * says it is online (signal without data, a hall's Wi-Fi with no way out): those pages then show
 * what the device saved, as with no network at all. Kept small: the guard (home's script) uses it.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function serverUnreachable(): boolean {
  return unreachable;
}

export function setServerUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
