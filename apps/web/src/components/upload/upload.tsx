import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { axiosUpload } from './upload-request';
import './upload.css';

const FORMAT_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** “PNG、JPEG 或 GIF”: how a list of formats is said in Chinese. */
function formatList(types: readonly string[]): string {
  const names = types.map((t) => FORMAT_NAMES[t] ?? t);
  return names.length > 1 ? `${names.slice(0, -1).join('、')} 或 ${names.at(-1)}` : names.join('');
}

/** Why a picked file cannot be sent, in words, or undefined when it can (the server checks again). */
export function imageProblem(
  file: File,
  what: string,
  types: readonly string[],
  maxBytes: number,
): string | undefined {
  if (!types.includes(file.type)) return `${what}只能是 ${formatList(types)} 格式的图片`;
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  if (file.size > maxBytes) return `${what}图片不能超过 ${mb} MB，请换一张较小的图片`;
  return undefined;
}

export interface UploadProps {
  action: string;
  /** What the picture is for, in the messages (头像). */
  what: string;
  /** Accepted MIME types, e.g. image/png. */
  types: readonly string[];
  maxBytes: number;
  /** The trigger's text (更换头像). */
  children: ReactNode;
  /** The server's answer once the picture is stored; the page decides what it becomes. */
  onUploaded: (response: unknown) => void;
  /** The picture was taken away again (its upload is aborted if still running). */
  onRemove?: () => void;
}

interface Picked {
  name: string;
  /** A local address for the preview; undefined where the browser cannot make one. */
  preview: string | undefined;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
}

const STATE_TEXT = { uploading: '正在上传', done: '已上传', failed: '上传失败' } as const;

/**
 * One picture: pick it, checked for type and size before anything is sent, then a preview with
 * its progress, and a button to take it away. Change the `key` to start over.
 */
export function Upload({
  action,
  what,
  types,
  maxBytes,
  children,
  onUploaded,
  onRemove,
}: UploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  const inputId = useId();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A preview holds the file in memory until its address is revoked.
  const preview = picked?.preview;
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => () => request.current?.abort(), []);

  const send = async (file: File) => {
    const refused = imageProblem(file, what, types, maxBytes);
    setProblem(refused ?? null);
    if (refused) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const update = (change: Partial<Picked>) => setPicked((p) => p && { ...p, ...change });
    setPicked({
      name: file.name,
      preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
      percent: 0,
      state: 'uploading',
    });
    let response: unknown;
    try {
      response = await axiosUpload({
        action,
        filename: 'file',
        file,
        data: {},
        headers: {},
        signal: controller.signal,
        onProgress: (percent) => update({ percent }),
      });
    } catch (e) {
      if (controller.signal.aborted) return;
      update({ state: 'failed' });
      setProblem(e instanceof ApiError ? e.message : `${what}上传失败，请稍后再试`);
      return;
    }
    update({ percent: 100, state: 'done' });
    onUploaded(response);
  };

  const remove = () => {
    request.current?.abort();
    setPicked(null);
    setProblem(null);
    onRemove?.();
  };

  return (
    <div className="upload">
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept={types.join(',')}
        aria-label="选择要上传的文件"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Emptied so that picking the same file again still counts as a change.
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <Button
        aria-controls={inputId}
        loading={picked?.state === 'uploading'}
        onClick={() => inputRef.current?.click()}
      >
        {children}
      </Button>
      {picked && (
        <div className={`upload__item upload__item--${picked.state}`}>
          {picked.preview && (
            <img className="upload__preview" src={picked.preview} alt={`${what}预览`} />
          )}
          <div className="upload__facts">
            <span className="upload__name">{picked.name}</span>
            <span role="status">{STATE_TEXT[picked.state]}</span>
            {picked.state === 'uploading' && (
              <progress value={picked.percent} max={100} aria-label={`${what}上传进度`} />
            )}
          </div>
          <Button variant="text" aria-label={`移除 ${picked.name}`} onClick={remove}>
            移除
          </Button>
        </div>
      )}
      {problem && <Alert tone="error" title={problem} className="upload__problem" />}
    </div>
  );
}
