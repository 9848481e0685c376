import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Upload } from './upload';
import type { UploadProps } from './upload';
import type { UploadRequestOptions } from './upload-request';

/* Shared by the Upload test files. */

export interface PendingRequest {
  options: UploadRequestOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An uploader the test settles by hand, so every state can be observed. */
export function manualRequest() {
  const calls: PendingRequest[] = [];
  const httpRequest = vi.fn(
    (options: UploadRequestOptions) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ options, resolve, reject });
      }),
  );
  const call = (i = 0) => {
    const c = calls[i];
    if (!c) throw new Error(`no request #${i}`);
    return c;
  };
  return { httpRequest, calls, call };
}

export const jpg = (name = 'a.jpg') => new File(['img'], name, { type: 'image/jpeg' });
export const input = () => screen.getByLabelText('选择要上传的文件') as HTMLInputElement;
export const list = () => screen.getByRole('list', { name: '已选文件' });
export const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.portal-upload-list__name, a')?.textContent);

export function setup(props: Partial<UploadProps> = {}) {
  const request = manualRequest();
  const user = userEvent.setup({ applyAccept: false });
  const utils = render(
    <Upload action="/api/upload" httpRequest={request.httpRequest} {...props} />,
  );
  return { ...request, user, ...utils };
}
