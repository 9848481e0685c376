import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { GENERIC_ERROR_MESSAGE } from '@portal/contract';
import { ApiError } from './api-client';
import { createApiClient } from './http-client';
import * as feedback from './feedback';

type Seen = {
  url?: string;
  params?: unknown;
  data?: unknown;
  contentType?: unknown;
  timeout?: number;
};

/** Replies through a fake adapter so the real interceptors run without a network. */
function clientWith(
  token: string,
  reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown },
) {
  const seen: Seen = {};
  const client = createApiClient(() => token, 'http://portal.test');
  client.defaults.adapter = async (config) => {
    seen.url = config.url;
    seen.params = config.params;
    seen.data = config.data;
    seen.contentType = config.headers.get('Content-Type');
    seen.timeout = config.timeout;
    const { status, data } = reply(config);
    const response = { data, status, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  return { client, seen };
}

describe('api client (spec section 7)', () => {
  let notify: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    notify = vi.spyOn(feedback, 'notifyApiError').mockImplementation(() => {});
  });
  afterEach(() => notify.mockRestore());

  it('uses a 100000 ms timeout', async () => {
    const { client, seen } = clientWith('t', () => ({ status: 200, data: 1 }));
    await client.get('/api/x');
    expect(seen.timeout).toBe(100_000);
  });

  it('adds the token as the user query parameter', async () => {
    const { client, seen } = clientWith('tok123', () => ({ status: 200, data: {} }));
    await client.get('/api/x', { params: { a: 1 } });
    expect(seen.params).toEqual({ a: 1, user: 'tok123' });
  });

  it('does not add the token to a request flagged without-token', async () => {
    const { client, seen } = clientWith('tok123', () => ({ status: 200, data: {} }));
    await client.get('/api/zlb.getNewPacs.html', { params: { selid: 5 }, withoutToken: true });
    expect(seen.params).toEqual({ selid: 5 });
  });

  it('adds nothing when no token is held', async () => {
    const { client, seen } = clientWith('', () => ({ status: 200, data: {} }));
    await client.get('/api/x');
    expect(seen.params).toBeUndefined();
  });

  it('form-encodes POST bodies with qs', async () => {
    const { client, seen } = clientWith('t', () => ({ status: 200, data: {} }));
    await client.post('/api/zlb.do_edituser.html', {
      col: 'USER_NICKNAME',
      updcol: '张 三',
      id: 7,
    });
    expect(seen.data).toBe('col=USER_NICKNAME&updcol=%E5%BC%A0%20%E4%B8%89&id=7');
    expect(seen.contentType).toBe('application/x-www-form-urlencoded');
  });

  it('sends a POST flagged json, and a PUT, as JSON (nested bodies)', async () => {
    const { client, seen } = clientWith('t', () => ({ status: 200, data: {} }));
    const body = { scores: { skill: 5 }, text: '好' };
    await client.post('/api/evaluations', body, { json: true });
    expect(seen.data).toBe(JSON.stringify(body));
    expect(seen.contentType).toBe('application/json');
    await client.put('/api/evaluations/e1', body);
    expect(seen.data).toBe(JSON.stringify(body));
    expect(seen.contentType).toBe('application/json');
  });

  it('sends multipart uploads as they are, with the token', async () => {
    const { client, seen } = clientWith('tok', () => ({ status: 200, data: {} }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await client.post('/api/upload', form);
    expect(seen.data).toBe(form);
    expect(seen.params).toEqual({ user: 'tok' });
  });

  it('resolves with the response body itself', async () => {
    const { client } = clientWith('t', () => ({ status: 200, data: false }));
    await expect(client.get('/api/zlb.get_user.html')).resolves.toBe(false);
  });

  it('rejects a 4xx with the server message and shows no notification', async () => {
    const { client } = clientWith('t', () => ({
      status: 400,
      data: { code: 'INVALID_INPUT', message: '「页码」不能小于 1' },
    }));
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('「页码」不能小于 1');
    expect((error as ApiError).code).toBe('INVALID_INPUT');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the Error notification for a 5xx', async () => {
    const { client } = clientWith('t', () => ({
      status: 500,
      data: { code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE },
    }));
    await expect(client.get('/api/x')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('shows the Error notification for a network failure', async () => {
    const client = createApiClient(() => '', 'http://portal.test');
    client.defaults.adapter = async (config) => {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    };
    await expect(client.get('/api/x')).rejects.toBeTruthy();
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('shows nothing for a request its caller cancelled (a type-ahead keystroke)', async () => {
    const client = createApiClient(() => '', 'http://portal.test');
    client.defaults.adapter = async (config) => {
      const { CanceledError } = await import('axios');
      throw new CanceledError(undefined, undefined, config);
    };
    await expect(client.get('/api/x')).rejects.toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });
});
