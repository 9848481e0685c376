import type { ApiClient } from './http-client';

export { ApiError } from './api-error';
export type { ApiClient };

let current: Promise<ApiClient> | null = null;

/** The client every call goes through: main.tsx passes the import of http-client.ts under way. */
export function initApiClient(client: ApiClient | Promise<ApiClient>): void {
  current = Promise.resolve(client);
}

/** Typed helpers: the interceptor unwraps bodies, so the resolved value is the payload itself. */
export const api = {
  async get<T>(url: string, config?: Parameters<ApiClient['get']>[1]): Promise<T> {
    return (await client()).get(url, config) as unknown as Promise<T>;
  },
  async post<T>(
    url: string,
    data?: unknown,
    config?: Parameters<ApiClient['post']>[2],
  ): Promise<T> {
    return (await client()).post(url, data, config) as unknown as Promise<T>;
  },
  /** A PUT body goes as JSON (only POST keeps the spec's form encoding). */
  async put<T>(url: string, data?: unknown, config?: Parameters<ApiClient['put']>[2]): Promise<T> {
    return (await client()).put(url, data, config) as unknown as Promise<T>;
  },
  async delete<T>(url: string, config?: Parameters<ApiClient['delete']>[1]): Promise<T> {
    return (await client()).delete(url, config) as unknown as Promise<T>;
  },
};

function client(): Promise<ApiClient> {
  if (!current) throw new Error('api client used before initApiClient');
  return current;
}
