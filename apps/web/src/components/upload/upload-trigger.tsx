import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';

export interface UploadTriggerProps {
  drag: boolean;
  disabled: boolean;
  /** Opens the file picker. */
  onOpen: () => void;
  /** Everything dropped, unfiltered; the caller applies accept and limit. */
  onDropFiles: (files: File[]) => void;
  children?: ReactNode;
}

/**
 * What the user activates to pick files: a real button, or with `drag` a drop area that is
 * also a keyboard-operable button (Enter and Space open the picker), named by its content.
 */
export function UploadTrigger({
  drag,
  disabled,
  onOpen,
  onDropFiles,
  children,
}: UploadTriggerProps) {
  const [dragOver, setDragOver] = useState(false);

  if (!drag) {
    return (
      <Button icon={<UploadOutlined aria-hidden="true" />} disabled={disabled} onClick={onOpen}>
        {children ?? '选择文件'}
      </Button>
    );
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault(); // Space would otherwise scroll the page
    if (!disabled) onOpen();
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragOver(false);
    if (!disabled) onDropFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      className={`portal-upload-dragger${dragOver ? ' is-dragover' : ''}`}
      onClick={() => {
        if (!disabled) onOpen();
      }}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        // Without preventDefault the browser refuses the drop.
        e.preventDefault();
        if (!disabled) setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
    >
      {children ?? (
        <>
          <InboxOutlined aria-hidden="true" />
          <span>将文件拖到此处，或点击选择文件上传</span>
        </>
      )}
    </div>
  );
}
