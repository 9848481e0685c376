import { api } from '@/lib/api-client';
import { progressPercent } from './upload-rules';

export interface UploadRequestOptions {
  action: string;
  /** Form field name of the file. */
  filename: string;
  file: File | Blob;
  /** Extra form fields, appended before the file. */
  data: Record<string, string | Blob>;
  headers: Record<string, string>;
  /** Aborted when the entry is removed or the component unmounts. */
  signal: AbortSignal;
  /** Whole percent, 0–100. */
  onProgress: (percent: number) => void;
}

/** Resolves with the server's response body; rejecting marks the entry failed. */
export type UploadRequest = (options: UploadRequestOptions) => Promise<unknown>;

/**
 * Default uploader: a multipart POST through the app's HTTP client, so uploads carry the session
 * token and the spec's timeout and error handling like every other call.
 */
export const axiosUpload: UploadRequest = async ({
  action,
  filename,
  file,
  data,
  headers,
  signal,
  onProgress,
}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) form.append(key, value);
  if (file instanceof File) form.append(filename, file, file.name);
  else form.append(filename, file);
  // No Content-Type header: the browser must add the multipart boundary itself.
  return api.post<unknown>(action, form, {
    headers,
    signal,
    onUploadProgress: (e) => {
      const percent = progressPercent(e.loaded, e.total);
      if (percent !== undefined) onProgress(percent);
    },
  });
};
