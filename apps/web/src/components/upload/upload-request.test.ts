import type { AxiosProgressEvent } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { axiosUpload } from './upload-request';

describe('axiosUpload (through the app HTTP client)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('POSTs multipart form data with the extra fields, headers, signal and progress', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (_url, _body, config) => {
      config?.onUploadProgress?.({ loaded: 42, total: 100 } as AxiosProgressEvent);
      config?.onUploadProgress?.({ loaded: 5, total: undefined } as AxiosProgressEvent);
      return { url: '/files/a.jpg' };
    });
    const onProgress = vi.fn();
    const controller = new AbortController();
    const raw = new File(['abc'], 'a.jpg', { type: 'image/jpeg' });

    const result = await axiosUpload({
      action: '/api/upload',
      filename: 'photo',
      file: raw,
      data: { kind: 'avatar' },
      headers: { 'X-Token': 't' },
      signal: controller.signal,
      onProgress,
    });

    expect(result).toEqual({ url: '/files/a.jpg' });
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe('/api/upload');
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('kind')).toBe('avatar');
    const sent = form.get('photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('a.jpg');
    // Extra fields go before the file so servers that stream the body see them first.
    expect([...form.keys()]).toEqual(['kind', 'photo']);
    expect(config?.headers).toEqual({ 'X-Token': 't' });
    expect(config?.signal).toBe(controller.signal);
    // Events without a total are skipped rather than reported as 0 or NaN.
    expect(onProgress.mock.calls).toEqual([[42]]);
  });

  it('rejects with the request error', async () => {
    const error = new Error('Network Error');
    vi.spyOn(api, 'post').mockRejectedValue(error);
    await expect(
      axiosUpload({
        action: '/api/upload',
        filename: 'file',
        file: new Blob(['x']),
        data: {},
        headers: {},
        signal: new AbortController().signal,
        onProgress: () => {},
      }),
    ).rejects.toBe(error);
  });
});
