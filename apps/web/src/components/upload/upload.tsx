import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { UploadList } from './upload-list';
import type { UploadListType } from './upload-list';
import { axiosUpload } from './upload-request';
import { UploadTrigger } from './upload-trigger';
import type { UploadRequest } from './upload-request';
import {
  createUploadFile,
  filterByAccept,
  normalizeFileList,
  removeFile,
  runBeforeUpload,
  selectFiles,
  updateFile,
} from './upload-rules';
import type { BeforeUploadResult, UploadFile, UploadFileInput } from './upload-rules';

export interface UploadHandle {
  /** Uploads every entry still 'ready' (for autoUpload={false}). */
  submit(): void;
  /** Aborts one upload, or all when no file is given. */
  abort(file?: UploadFile): void;
  /** Empties the list, aborting uploads in flight. */
  clearFiles(): void;
}

type FileListCallback = (file: UploadFile, fileList: UploadFile[]) => void;

export interface UploadProps {
  action: string;
  /** Form field name of the file. */
  name?: string;
  headers?: Record<string, string>;
  /** Extra form fields sent with the file. */
  data?: Record<string, string | Blob>;
  /** Comma list of extensions and MIME types, e.g. '.jpg,image/*,application/pdf'. */
  accept?: string;
  multiple?: boolean;
  limit?: number;
  drag?: boolean;
  /** Initial list; change the component's `key` to start over with another list. */
  fileList?: readonly UploadFileInput[];
  disabled?: boolean;
  listType?: UploadListType;
  /** false, a throw or a rejected promise cancel the upload and drop the file. */
  beforeUpload?: (file: File) => BeforeUploadResult;
  onExceed?: (files: File[], fileList: UploadFile[]) => void;
  onProgress?: (event: { percent: number }, file: UploadFile, fileList: UploadFile[]) => void;
  onSuccess?: (response: unknown, file: UploadFile, fileList: UploadFile[]) => void;
  onError?: (error: unknown, file: UploadFile, fileList: UploadFile[]) => void;
  onChange?: FileListCallback;
  onRemove?: FileListCallback;
  /** Custom uploader; defaults to a multipart POST through the app HTTP client. */
  httpRequest?: UploadRequest;
  autoUpload?: boolean;
  /** Content of the trigger button or drop area (text and icons, not another button). */
  children?: ReactNode;
  ref?: Ref<UploadHandle>;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * File upload with Element-style semantics: limit and exceed, single or multiple selection,
 * accept filtering on drop, beforeUpload veto, ready → uploading → success/fail (failed entries
 * leave the list), and aborting an upload by removing its entry.
 */
export function Upload({
  action,
  name = 'file',
  headers,
  data,
  accept,
  multiple = false,
  limit,
  drag = false,
  fileList,
  disabled = false,
  listType = 'text',
  beforeUpload,
  onExceed,
  onProgress,
  onSuccess,
  onError,
  onChange,
  onRemove,
  httpRequest = axiosUpload,
  autoUpload = true,
  children,
  ref,
}: UploadProps) {
  const [files, setFiles] = useState<UploadFile[]>(() => normalizeFileList(fileList));
  // Async callbacks need the list as it is now, not as of their render, to report it.
  const filesRef = useRef(files);
  const requests = useRef(new Map<string, AbortController>());
  const inputRef = useRef<HTMLInputElement>(null);

  const commit = (next: UploadFile[]) => {
    filesRef.current = next;
    setFiles(next);
  };
  const find = (uid: string) => filesRef.current.find((f) => f.uid === uid);

  // Uploads outlive the render that started them; report through the newest callbacks.
  const callbacks = useRef({ onProgress, onSuccess, onError, onChange, onRemove });
  useLayoutEffect(() => {
    callbacks.current = { onProgress, onSuccess, onError, onChange, onRemove };
  });

  // Thumbnails made with createObjectURL hold the file in memory until revoked.
  const objectUrls = useRef(new Set<string>());
  const revokeUrl = (url: string | undefined) => {
    if (url && objectUrls.current.delete(url)) URL.revokeObjectURL(url);
  };

  useEffect(() => {
    const pending = requests.current;
    const urls = objectUrls.current;
    return () => {
      pending.forEach((c) => c.abort());
      pending.clear();
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const remove = (file: UploadFile) => {
    requests.current.get(file.uid)?.abort();
    requests.current.delete(file.uid);
    revokeUrl(file.url);
    const next = removeFile(filesRef.current, file.uid);
    commit(next);
    callbacks.current.onRemove?.(file, next);
  };

  const post = async (uid: string, body: File | Blob) => {
    const controller = new AbortController();
    requests.current.set(uid, controller);
    commit(updateFile(filesRef.current, uid, { status: 'uploading', percentage: 0 }));
    try {
      const response = await httpRequest({
        action,
        filename: name,
        file: body,
        data: data ?? {},
        headers: headers ?? {},
        signal: controller.signal,
        onProgress: (percent) => {
          if (controller.signal.aborted) return;
          commit(updateFile(filesRef.current, uid, { status: 'uploading', percentage: percent }));
          const file = find(uid);
          if (file) callbacks.current.onProgress?.({ percent }, file, filesRef.current);
        },
      });
      if (controller.signal.aborted) return;
      commit(updateFile(filesRef.current, uid, { status: 'success', percentage: 100, response }));
      const file = find(uid);
      if (!file) return;
      callbacks.current.onSuccess?.(response, file, filesRef.current);
      callbacks.current.onChange?.(file, filesRef.current);
    } catch (error) {
      // An abort comes from removing the entry, which has already been reported.
      if (controller.signal.aborted) return;
      const current = find(uid);
      if (!current) return;
      const failed: UploadFile = { ...current, status: 'fail' };
      revokeUrl(current.url);
      commit(removeFile(filesRef.current, uid));
      callbacks.current.onError?.(error, failed, filesRef.current);
      callbacks.current.onChange?.(failed, filesRef.current);
    } finally {
      if (requests.current.get(uid) === controller) requests.current.delete(uid);
    }
  };

  const start = async (file: UploadFile) => {
    if (!file.raw) return;
    const verdict = await runBeforeUpload(beforeUpload, file.raw);
    const current = find(file.uid);
    if (!current) return; // removed while beforeUpload was pending
    if (!verdict.proceed) {
      remove(current);
      return;
    }
    await post(file.uid, verdict.file);
  };

  const addFiles = (selected: File[]) => {
    if (disabled || selected.length === 0) return;
    const decision = selectFiles(selected, {
      multiple,
      limit,
      existingCount: filesRef.current.length,
    });
    if (decision.kind === 'exceed') {
      onExceed?.(selected, filesRef.current);
      return;
    }
    for (const raw of decision.files) {
      const entry = createUploadFile(raw);
      if (listType !== 'text' && raw.type.startsWith('image/') && URL.createObjectURL) {
        entry.url = URL.createObjectURL(raw);
        objectUrls.current.add(entry.url);
      }
      commit([...filesRef.current, entry]);
      onChange?.(entry, filesRef.current);
      if (autoUpload) void start(entry);
    }
  };

  useImperativeHandle(ref, () => ({
    submit() {
      filesRef.current.filter((f) => f.status === 'ready').forEach((f) => void start(f));
    },
    abort(file) {
      const uids = file ? [file.uid] : [...requests.current.keys()];
      for (const uid of uids) {
        requests.current.get(uid)?.abort();
        requests.current.delete(uid);
        // An aborted upload did not happen: the entry can be submitted again.
        if (find(uid)?.status === 'uploading') {
          commit(updateFile(filesRef.current, uid, { status: 'ready', percentage: 0 }));
        }
      }
    },
    clearFiles() {
      requests.current.forEach((c) => c.abort());
      requests.current.clear();
      filesRef.current.forEach((f) => revokeUrl(f.url));
      commit([]);
    },
  }));

  const openPicker = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onInputChange = (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    // Reset so picking the same file again still fires change.
    e.target.value = '';
    addFiles(picked);
  };

  return (
    <div className={`portal-upload portal-upload--${listType}`}>
      <UploadTrigger
        drag={drag}
        disabled={disabled}
        onOpen={openPicker}
        onDropFiles={(dropped) => addFiles(filterByAccept(dropped, accept))}
      >
        {children}
      </UploadTrigger>
      <input
        ref={inputRef}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label="选择要上传的文件"
        tabIndex={-1}
        style={visuallyHidden}
        onChange={onInputChange}
      />
      <UploadList files={files} listType={listType} disabled={disabled} onRemove={remove} />
    </div>
  );
}
