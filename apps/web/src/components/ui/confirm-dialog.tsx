import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A question before an action that cannot be undone lightly (cancel a booking, leave a waiting
 * list, sign out). The confirm button shows it is working and the dialog closes when done.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  okText,
  cancelText = '取消',
  danger = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  okText: string;
  cancelText?: string;
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onClose()}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {cancelText}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {okText}
          </Button>
        </>
      }
    >
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Dialog>
  );
}
