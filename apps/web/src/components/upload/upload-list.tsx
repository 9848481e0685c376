import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { statusText } from './upload-rules';
import type { UploadFile } from './upload-rules';

export type UploadListType = 'text' | 'picture' | 'picture-card';

export interface UploadListProps {
  files: readonly UploadFile[];
  listType: UploadListType;
  disabled: boolean;
  onRemove: (file: UploadFile) => void;
}

// Darker than antd's defaults so the text meets 4.5:1 on white (elder-and-a11y.md).
const STATUS_COLOR: Record<UploadFile['status'], string> = {
  ready: '#595959',
  uploading: '#0958d9',
  success: '#237804',
  fail: '#cf1322',
};

/** The selected files, each with its status in words and a labelled remove button. */
export function UploadList({ files, listType, disabled, onRemove }: UploadListProps) {
  if (files.length === 0) return null;
  const showThumb = listType !== 'text';
  return (
    <ul className={`portal-upload-list portal-upload-list--${listType}`} aria-label="已选文件">
      {files.map((file) => (
        <li key={file.uid} className={`portal-upload-list__item is-${file.status}`}>
          {showThumb && file.url ? (
            // The file name is next to it, so the thumbnail itself is decorative.
            <img
              className="portal-upload-list__thumb"
              src={file.url}
              alt=""
              width={48}
              height={48}
            />
          ) : (
            <PaperClipOutlined aria-hidden="true" />
          )}
          {file.status === 'success' && file.url ? (
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name}
            </a>
          ) : (
            <span className="portal-upload-list__name">{file.name}</span>
          )}
          <span className="portal-upload-list__status" style={{ color: STATUS_COLOR[file.status] }}>
            {statusText(file)}
          </span>
          {!disabled && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-label={`删除 ${file.name}`}
              onClick={() => onRemove(file)}
            />
          )}
          {file.status === 'uploading' && (
            // The percentage is already in the status text; the bar is visual only.
            <Progress percent={file.percentage} size="small" showInfo={false} aria-hidden="true" />
          )}
        </li>
      ))}
    </ul>
  );
}
