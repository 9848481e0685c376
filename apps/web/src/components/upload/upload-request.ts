import { api } from '@/lib/api-client';

export interface UploadRequestOptions {
  action: string;
  /** Form field name of the file. */
  filename: string;
  file: File | Blob;
  /** Extra form fields, appended before the file. */
  data: Record<string, string | Blob>;
  headers: Record<string, string>;
  /** Aborted when the picture is removed or the component unmounts. */
  signal: AbortSignal;
  /** Whole percent, 0–100. */
  onProgress: (percent: number) => void;
}

/** Whole percent of an upload, or undefined when the browser does not know the total. */
export function progressPercent(loaded: number, total: number | undefined): number | undefined {
  if (!total || total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/**
 * A multipart POST through the app's HTTP client, so uploads carry the session token and the
 * spec's timeout and error handling like every other call.
 */
export async function axiosUpload({
  action,
  filename,
  file,
  data,
  headers,
  signal,
  onProgress,
}: UploadRequestOptions): Promise<unknown> {
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
}
