import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import type { ErrorBody } from '@portal/contract';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';
import { API_TIMEOUT_MS } from '@/config/constants';
import { ApiError } from './api-error';
import { notifyApiError } from './feedback';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The spec's without-token flag: the `user` query parameter is not added. */
    withoutToken?: boolean;
    /** The body goes as JSON, not form-encoded: it nests (an evaluation's scores). */
    json?: boolean;
  }
}

/*
 * The HTTP client itself, with axios and qs: a module of its own that main.tsx loads beside the
 * app's start instead of inside it (api-client.ts waits for it), as evaluating them is a good
 * part of the entry's start on a slow phone and no page needs them before its first render.
 */

function isErrorBody(data: unknown): data is ErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ErrorBody).code === 'string' &&
    typeof (data as ErrorBody).message === 'string'
  );
}

/**
 * The HTTP client of spec section 7: the API's own origin, 100 s timeout, `user=<token>` on every
 * request not flagged without-token, form-urlencoded POST bodies, response bodies as the data.
 */
export function createApiClient(getToken: () => string, baseURL = window.location.origin) {
  const client: AxiosInstance = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    paramsSerializer: { serialize: (params) => qs.stringify(params) },
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getToken();
    if (!config.withoutToken && token) {
      config.params = { ...(config.params as object | undefined), user: token };
    }
    const isForm = config.data instanceof FormData || config.data instanceof URLSearchParams;
    const formPost = config.method?.toLowerCase() === 'post' && !config.json;
    if (formPost && config.data != null && !isForm) {
      config.data = qs.stringify(config.data);
      config.headers.set('Content-Type', 'application/x-www-form-urlencoded');
    }
    return config;
  });

  client.interceptors.response.use(
    (response) => response.data,
    (error: AxiosError) => {
      // A request its caller cancelled (a type-ahead's older keystroke) is no failure to show.
      if (axios.isCancel(error)) return Promise.reject(error);
      const status = error.response?.status;
      const data = error.response?.data;
      if (status && status >= 400 && status < 500) {
        return Promise.reject(
          isErrorBody(data)
            ? new ApiError(status, data.code, data.message)
            : new ApiError(status, 'INVALID_INPUT', GENERIC_ERROR_MESSAGE),
        );
      }
      notifyApiError();
      return Promise.reject(error);
    },
  );

  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
