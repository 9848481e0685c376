/**
 * Upload rules (spec sections 3–5) kept free of React and the DOM so they can be tested
 * directly. The component in upload.tsx only wires these to events and requests.
 */

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

export interface UploadFile {
  name: string;
  /** 0–100, whole numbers. */
  percentage: number;
  status: UploadStatus;
  size?: number;
  /** The picked file; absent for entries that came in through the fileList prop. */
  raw?: File;
  uid: string;
  url?: string;
  /** Server answer of a successful upload. */
  response?: unknown;
}

/** A file as given in the fileList prop: anything not given gets a sensible default. */
export type UploadFileInput = Partial<UploadFile> & { name: string };

let uidSeed = 0;

/** Unique per page load; the timestamp part keeps ids distinct across hot reloads. */
export function nextUid(): string {
  uidSeed += 1;
  return `upload-${Date.now().toString(36)}-${uidSeed}`;
}

export function createUploadFile(raw: File, uid: string = nextUid()): UploadFile {
  return { name: raw.name, percentage: 0, status: 'ready', size: raw.size, raw, uid };
}

/** Entries from the fileList prop are already on the server unless they say otherwise. */
export function normalizeFileList(list: readonly UploadFileInput[] | undefined): UploadFile[] {
  return (list ?? []).map((f) => ({
    ...f,
    uid: f.uid ?? nextUid(),
    status: f.status ?? 'success',
    percentage: f.percentage ?? (f.status && f.status !== 'success' ? 0 : 100),
  }));
}

export type SelectResult = { kind: 'exceed' } | { kind: 'accept'; files: File[] };

/**
 * Decides what a selection adds. The limit is checked first against everything selected
 * (Element semantics): over the limit, the whole selection is refused and onExceed runs.
 * Without `multiple` only the first file is taken.
 */
export function selectFiles(
  selected: readonly File[],
  options: { multiple?: boolean; limit?: number; existingCount: number },
): SelectResult {
  const { multiple = false, limit, existingCount } = options;
  if (limit !== undefined && limit !== null && existingCount + selected.length > limit) {
    return { kind: 'exceed' };
  }
  return { kind: 'accept', files: multiple ? [...selected] : selected.slice(0, 1) };
}

/**
 * Whether a file matches an `accept` list such as '.jpg,image/*,application/pdf':
 * extensions match the end of the name ignoring case, 'type/*' matches the type's first part,
 * anything else must equal the MIME type. An empty list accepts everything.
 */
export function isAccepted(
  file: { name: string; type: string },
  accept: string | undefined,
): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const baseType = type.split('/')[0] ?? '';
  return entries.some((entry) => {
    if (entry === '*' || entry === '*/*') return true;
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type !== '' && baseType === entry.slice(0, -2);
    return type === entry;
  });
}

/** Drag and drop bypasses the picker's own filter, so dropped files are checked here. */
export function filterByAccept<T extends { name: string; type: string }>(
  files: readonly T[],
  accept: string | undefined,
): T[] {
  return files.filter((f) => isAccepted(f, accept));
}

/** Whole percent from a progress event; undefined when the total is unknown. */
export function progressPercent(loaded: number, total: number | undefined): number | undefined {
  if (!total || total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

export type BeforeUploadResult = boolean | Promise<unknown> | void;

export type BeforeUploadVerdict = { proceed: false } | { proceed: true; file: File | Blob };

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Runs the beforeUpload hook: `false`, a throw or a rejected promise cancel the upload.
 * A promise that resolves to a File or Blob replaces the file sent (e.g. a compressed image).
 */
export async function runBeforeUpload(
  hook: ((file: File) => BeforeUploadResult) | undefined,
  raw: File,
): Promise<BeforeUploadVerdict> {
  if (!hook) return { proceed: true, file: raw };
  let result: BeforeUploadResult;
  try {
    result = hook(raw);
  } catch {
    return { proceed: false };
  }
  if (result === false) return { proceed: false };
  if (isThenable(result)) {
    try {
      const value: unknown = await result;
      return { proceed: true, file: value instanceof Blob ? value : raw };
    } catch {
      return { proceed: false };
    }
  }
  return { proceed: true, file: raw };
}

export function updateFile(
  list: readonly UploadFile[],
  uid: string,
  patch: Partial<UploadFile>,
): UploadFile[] {
  return list.map((f) => (f.uid === uid ? { ...f, ...patch } : f));
}

export function removeFile(list: readonly UploadFile[], uid: string): UploadFile[] {
  return list.filter((f) => f.uid !== uid);
}

/** Status in words, so it never depends on colour alone. */
export function statusText(file: Pick<UploadFile, 'status' | 'percentage'>): string {
  switch (file.status) {
    case 'ready':
      return '等待上传';
    case 'uploading':
      return `上传中 ${Math.round(file.percentage)}%`;
    case 'success':
      return '上传成功';
    case 'fail':
      return '上传失败';
  }
}
