import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import '@/components/form/form.css';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { validatePromptValue } from './prompt';
import type { PromptOptions } from './prompt';

export { prompt } from './prompt';
export type { PromptInputType, PromptOptions } from './prompt';

export interface PromptDialogProps {
  options: PromptOptions;
  open: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/** The dialog `prompt()` shows; usable on its own as a controlled component. */
export function PromptDialog({ options, open, onConfirm, onCancel }: PromptDialogProps) {
  const {
    title,
    message,
    inputPlaceholder,
    inputType = 'text',
    confirmButtonText = '确定',
    cancelButtonText = '取消',
  } = options;
  const [value, setValue] = useState(options.inputValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const inputId = useId();
  const errorId = useId();

  // After the dialog's own effect has opened it, so the input, not the close button, has focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const confirm = () => {
    const problem = validatePromptValue(value, options);
    setError(problem);
    if (problem === null) onConfirm(value);
  };

  const onChange = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValue(e.target.value);
    // Once an error is shown, re-check as the user types so it goes away when fixed.
    if (error !== null) setError(validatePromptValue(e.target.value, options));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Skip Enter that commits a Chinese IME composition; it is not a confirmation.
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    confirm();
  };

  const fieldProps = {
    ref: inputRef,
    id: inputId,
    className: 'control',
    value,
    onChange,
    placeholder: inputPlaceholder,
    'aria-invalid': error !== null,
    'aria-describedby': error === null ? undefined : errorId,
  };

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{cancelButtonText}</Button>
          <Button variant="primary" onClick={confirm}>
            {confirmButtonText}
          </Button>
        </>
      }
    >
      <div className={error === null ? 'field' : 'field field--invalid'}>
        <label htmlFor={inputId} className="field__label">
          {message ?? title}
        </label>
        {inputType === 'textarea' ? (
          // Enter inserts a newline here; the OK button confirms.
          <textarea {...fieldProps} rows={4} />
        ) : (
          <input
            {...fieldProps}
            type={inputType === 'password' ? 'password' : 'text'}
            onKeyDown={onKeyDown}
          />
        )}
        {error !== null && (
          <div id={errorId} role="alert" className="field__error">
            {error}
          </div>
        )}
      </div>
    </Dialog>
  );
}
