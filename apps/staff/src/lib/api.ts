import { CSRF_HEADER, GENERIC_ERROR_MESSAGE } from '@portal/contract';

/** An answer of the API that is not 2xx, with the server's Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let csrfToken = '';
let onSignedOut: () => void = () => {};

/** The session's write token (from sign-in or /api/staff/me); every write sends it. */
export function setCsrfToken(token: string) {
  csrfToken = token;
}

/** What a 401 does (the session ended: idle, disabled, signed out elsewhere). */
export function onUnauthenticated(handler: () => void) {
  onSignedOut = handler;
}

type Query = Record<string, string | number | boolean | undefined | null>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request<T>(method: string, path: string, body?: unknown, query?: Query): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers[CSRF_HEADER] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试');
  }
  if (res.status === 204) return undefined as T;
  const isJson = res.headers.get('content-type')?.includes('json');
  const payload: unknown = isJson ? await res.json() : await res.text();
  if (!res.ok) {
    const { code, message } = (payload ?? {}) as { code?: string; message?: string };
    if (res.status === 401 && !path.endsWith('/session')) onSignedOut();
    throw new ApiError(res.status, code ?? 'INTERNAL', message ?? GENERIC_ERROR_MESSAGE);
  }
  return payload as T;
}

/** The staff API over fetch: JSON both ways, the session cookie, the CSRF header on writes. */
export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** A failed request in words, for message.error and Alert. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
