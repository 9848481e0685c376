import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { Upload, imageProblem } from './upload';

const TYPES = ['image/png', 'image/jpeg'];
const png = (bytes = 3, name = 'a.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const input = () => screen.getByLabelText('选择要上传的文件');

/** A POST the test settles by hand, so the progress and each outcome can be seen. */
function pendingPost() {
  const settle: { resolve?: (v: unknown) => void; reject?: (e: unknown) => void } = {};
  let config: AxiosRequestConfig | undefined;
  const post = vi.spyOn(api, 'post').mockImplementation((_url, _body, c) => {
    config = c;
    return new Promise((resolve, reject) => Object.assign(settle, { resolve, reject }));
  });
  return { post, settle, config: () => config };
}

function setup() {
  const onUploaded = vi.fn();
  const onRemove = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Upload
      action="/api/upload"
      what="头像"
      types={TYPES}
      maxBytes={1024 * 1024}
      onUploaded={onUploaded}
      onRemove={onRemove}
    >
      更换头像
    </Upload>,
  );
  return { user, onUploaded, onRemove };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('imageProblem', () => {
  it('names the formats and the size limit in Chinese', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(imageProblem(gif, '头像', TYPES, 1024)).toBe('头像只能是 PNG 或 JPEG 格式的图片');
    expect(imageProblem(png(2 * 1024 * 1024 + 1), '头像', TYPES, 2 * 1024 * 1024)).toBe(
      '头像图片不能超过 2 MB，请换一张较小的图片',
    );
    expect(imageProblem(png(10), '头像', TYPES, 2 * 1024 * 1024)).toBeUndefined();
  });
});

describe('Upload', () => {
  it('refuses a wrong type or a too large file without sending it', async () => {
    const post = vi.spyOn(api, 'post');
    const { user } = setup();
    expect(input()).toHaveAttribute('accept', 'image/png,image/jpeg');
    await user.upload(input(), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('头像只能是 PNG 或 JPEG 格式的图片');
    await user.upload(input(), png(1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('头像图片不能超过 1 MB');
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the picture uploading with its progress, then hands over the answer', async () => {
    const { post, settle, config } = pendingPost();
    const { user, onUploaded } = setup();
    await user.upload(input(), png());
    expect(post.mock.calls[0]?.[0]).toBe('/api/upload');
    expect((post.mock.calls[0]?.[1] as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByText('正在上传')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换头像' })).toHaveAttribute('aria-busy', 'true');

    config()?.onUploadProgress?.({ loaded: 40, total: 100, bytes: 40, lengthComputable: true });
    await waitFor(() => expect(screen.getByLabelText('头像上传进度')).toHaveValue(40));

    settle.resolve?.({ url: '/files/a.png' });
    expect(await screen.findByText('已上传')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ url: '/files/a.png' });
  });

  it('says why an upload failed, in the server’s words', async () => {
    const { settle } = pendingPost();
    const { user, onUploaded } = setup();
    await user.upload(input(), png());
    settle.reject?.(new ApiError(400, 'INVALID_INPUT', '文件过大'));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件过大');
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('removes the picture, aborting its upload', async () => {
    const { post } = pendingPost();
    const { user, onUploaded, onRemove } = setup();
    await user.upload(input(), png(3, 'me.png'));
    const signal = post.mock.calls[0]?.[2]?.signal as AbortSignal;
    await user.click(screen.getByRole('button', { name: '移除 me.png' }));
    expect(signal.aborted).toBe(true);
    expect(screen.queryByText('me.png')).toBeNull();
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onUploaded).not.toHaveBeenCalled();
  });
});
