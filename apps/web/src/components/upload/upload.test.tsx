import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Upload } from './upload';
import type { UploadHandle } from './upload';
import { input, jpg, list, manualRequest, names, setup } from './upload-test-helpers';

describe('Upload', () => {
  it('opens the labelled hidden input from a real button', async () => {
    const { user } = setup();
    const click = vi.spyOn(input(), 'click');
    await user.click(screen.getByRole('button', { name: /选择文件/ }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(input()).toHaveAttribute('type', 'file');
    expect(input()).toHaveAttribute('tabindex', '-1');
  });

  it('uses children as the trigger content', () => {
    setup({ children: '上传身份证照片' });
    expect(screen.getByRole('button', { name: /上传身份证照片/ })).toBeInTheDocument();
  });

  it('goes ready → uploading with progress → success, storing the response', async () => {
    const onProgress = vi.fn();
    const onSuccess = vi.fn();
    const onChange = vi.fn();
    const { user, call, httpRequest } = setup({ onProgress, onSuccess, onChange });
    const raw = jpg();
    await user.upload(input(), raw);

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ name: 'a.jpg', status: 'ready', raw });
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(1));
    expect(within(list()).getByText('上传中 0%')).toBeInTheDocument();

    act(() => call().options.onProgress(42));
    expect(within(list()).getByText('上传中 42%')).toBeInTheDocument();
    expect(onProgress).toHaveBeenCalledWith(
      { percent: 42 },
      expect.objectContaining({ status: 'uploading', percentage: 42 }),
      [expect.objectContaining({ name: 'a.jpg' })],
    );

    await act(async () => call().resolve({ url: '/files/a.jpg' }));
    expect(within(list()).getByText('上传成功')).toBeInTheDocument();
    const [response, file, fileList] = onSuccess.mock.calls[0] ?? [];
    expect(response).toEqual({ url: '/files/a.jpg' });
    expect(file).toMatchObject({ status: 'success', percentage: 100, response });
    expect(fileList).toEqual([file]);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange.mock.calls[1]?.[0]).toMatchObject({ status: 'success' });
  });

  it('sends the field name, extra data and headers to the uploader', async () => {
    const { user, call, httpRequest } = setup({
      name: 'photo',
      data: { type: 'id' },
      headers: { 'X-Token': 't' },
    });
    const raw = jpg();
    await user.upload(input(), raw);
    await waitFor(() => expect(httpRequest).toHaveBeenCalled());
    expect(call().options).toMatchObject({
      action: '/api/upload',
      filename: 'photo',
      file: raw,
      data: { type: 'id' },
      headers: { 'X-Token': 't' },
    });
  });

  it('removes a failed entry and reports the error', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    const { user, call, httpRequest } = setup({ onError, onChange });
    await user.upload(input(), jpg());
    await waitFor(() => expect(httpRequest).toHaveBeenCalled());
    const error = new Error('500');
    await act(async () => call().reject(error));
    expect(screen.queryByRole('list', { name: '已选文件' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(error, expect.objectContaining({ status: 'fail' }), []);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'fail' }), []);
  });

  it('calls onExceed and adds nothing when the limit would be exceeded', async () => {
    const onExceed = vi.fn();
    const { user, httpRequest } = setup({
      multiple: true,
      limit: 2,
      onExceed,
      fileList: [{ name: 'old.jpg', url: '/old.jpg' }],
    });
    const picked = [jpg('b.jpg'), jpg('c.jpg')];
    await user.upload(input(), picked);
    expect(onExceed).toHaveBeenCalledWith(picked, [expect.objectContaining({ name: 'old.jpg' })]);
    expect(names()).toEqual(['old.jpg']);
    expect(httpRequest).not.toHaveBeenCalled();

    await user.upload(input(), [jpg('b.jpg')]);
    expect(names()).toEqual(['old.jpg', 'b.jpg']);
  });

  it('keeps every selected file with multiple', async () => {
    const { user, httpRequest } = setup({ multiple: true });
    await user.upload(input(), [jpg('a.jpg'), jpg('b.jpg')]);
    expect(names()).toEqual(['a.jpg', 'b.jpg']);
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['returns false', () => false],
    [
      'throws',
      () => {
        throw new Error('too big');
      },
    ],
    ['rejects', () => Promise.reject(new Error('no'))],
  ])('cancels and removes the file when beforeUpload %s', async (_label, beforeUpload) => {
    const onRemove = vi.fn();
    const { user, httpRequest } = setup({ beforeUpload, onRemove });
    await user.upload(input(), jpg());
    await waitFor(() =>
      expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.jpg' }), []),
    );
    expect(screen.queryByRole('list', { name: '已选文件' })).not.toBeInTheDocument();
    expect(httpRequest).not.toHaveBeenCalled();
  });

  it('uploads once a beforeUpload promise resolves, sending a replacement file', async () => {
    const smaller = new File(['s'], 'a.jpg', { type: 'image/jpeg' });
    let approve!: (value: File) => void;
    const beforeUpload = vi.fn(() => new Promise<File>((resolve) => (approve = resolve)));
    const { user, call, httpRequest } = setup({ beforeUpload });
    await user.upload(input(), jpg());
    expect(within(list()).getByText('等待上传')).toBeInTheDocument();
    expect(httpRequest).not.toHaveBeenCalled();
    await act(async () => approve(smaller));
    expect(call().options.file).toBe(smaller);
  });

  it('aborts an upload in flight when its entry is removed', async () => {
    const onRemove = vi.fn();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { user, call, httpRequest } = setup({ onRemove, onSuccess, onError });
    await user.upload(input(), jpg());
    await waitFor(() => expect(httpRequest).toHaveBeenCalled());
    const { signal } = call().options;
    expect(signal.aborted).toBe(false);

    await user.click(screen.getByRole('button', { name: '删除 a.jpg' }));
    expect(signal.aborted).toBe(true);
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.jpg' }), []);
    expect(screen.queryByRole('list', { name: '已选文件' })).not.toBeInTheDocument();

    // A late answer from the aborted request changes nothing.
    await act(async () => call().reject(new DOMException('aborted', 'AbortError')));
    expect(onError).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows initial entries as uploaded links with labelled remove buttons', async () => {
    const onRemove = vi.fn();
    const { user } = setup({ fileList: [{ name: '报告.pdf', url: '/files/r.pdf' }], onRemove });
    expect(screen.getByRole('link', { name: '报告.pdf' })).toHaveAttribute('href', '/files/r.pdf');
    expect(within(list()).getByText('上传成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除 报告.pdf' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ name: '报告.pdf' }), []);
  });

  it('states a failed initial entry in words', () => {
    setup({ fileList: [{ name: 'x.jpg', status: 'fail' }] });
    expect(within(list()).getByText('上传失败')).toBeInTheDocument();
  });

  it('abort() stops an upload and leaves the entry ready to resubmit; clearFiles() empties', async () => {
    const ref = createRef<UploadHandle>();
    const { user, call, httpRequest } = setup({ ref });
    await user.upload(input(), jpg());
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(1));
    act(() => ref.current?.abort());
    expect(call().options.signal.aborted).toBe(true);
    expect(within(list()).getByText('等待上传')).toBeInTheDocument();
    act(() => ref.current?.submit());
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(2));
    act(() => ref.current?.clearFiles());
    expect(call(1).options.signal.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: '已选文件' })).not.toBeInTheDocument();
  });

  it('aborts uploads in flight on unmount', async () => {
    const { user, call, httpRequest, unmount } = setup();
    await user.upload(input(), jpg());
    await waitFor(() => expect(httpRequest).toHaveBeenCalled());
    unmount();
    expect(call().options.signal.aborted).toBe(true);
  });

  it('waits for submit() when autoUpload is off', async () => {
    const ref = createRef<UploadHandle>();
    const { user, httpRequest } = setup({ autoUpload: false, ref });
    await user.upload(input(), jpg());
    expect(within(list()).getByText('等待上传')).toBeInTheDocument();
    expect(httpRequest).not.toHaveBeenCalled();
    act(() => ref.current?.submit());
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(1));
    expect(within(list()).getByText('上传中 0%')).toBeInTheDocument();
  });

  it('disables the button trigger and the input when disabled', () => {
    setup({ disabled: true });
    expect(screen.getByRole('button', { name: /选择文件/ })).toBeDisabled();
    expect(input()).toBeDisabled();
  });
});

describe('Upload callbacks and thumbnails', () => {
  it('reports a finished upload through the callbacks of the latest render', async () => {
    const request = manualRequest();
    const user = userEvent.setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(
      <Upload action="/u" httpRequest={request.httpRequest} onSuccess={first} />,
    );
    await user.upload(input(), jpg());
    await waitFor(() => expect(request.httpRequest).toHaveBeenCalled());
    rerender(<Upload action="/u" httpRequest={request.httpRequest} onSuccess={second} />);
    await act(async () => request.call().resolve('ok'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ok', expect.objectContaining({ status: 'success' }), [
      expect.objectContaining({ name: 'a.jpg' }),
    ]);
  });

  it('shows picture thumbnails and frees them when the entry is removed', async () => {
    const createObjectURL = vi.fn(() => 'blob:thumb-1');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; install fakes and put back whatever was there.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    try {
      const request = manualRequest();
      const user = userEvent.setup();
      render(<Upload action="/u" httpRequest={request.httpRequest} listType="picture" />);
      const raw = jpg();
      await user.upload(input(), raw);
      expect(createObjectURL).toHaveBeenCalledWith(raw);
      expect(list().querySelector('img')).toHaveAttribute('src', 'blob:thumb-1');
      await user.click(screen.getByRole('button', { name: '删除 a.jpg' }));
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1');
    } finally {
      Object.assign(URL, original);
    }
  });
});
