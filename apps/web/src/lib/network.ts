/**
 * Whether a failure means there is no network, as opposed to an answer the server gave: the
 * browser says it is offline, or a request got no answer at all (axios's ERR_NETWORK: no
 * signal, the server out of reach). A module that failed to load with the browser online is
 * not counted: after a deploy that is a file that no longer exists, not a missing network.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!navigator.onLine) return true;
  // axios's own test (isAxiosError), without loading axios (http-client.ts) to make it.
  const failure = error as { isAxiosError?: unknown; code?: unknown } | null;
  return failure?.isAxiosError === true && failure.code === 'ERR_NETWORK';
}
