import { Input, Modal } from 'antd';
import type { InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { validatePromptValue } from './prompt';
import type { PromptOptions } from './prompt';

export { prompt } from './prompt';
export type { PromptInputType, PromptOptions } from './prompt';

export interface PromptDialogProps {
  options: PromptOptions;
  open: boolean;
  onConfirm: (value: string) => void;
  onCancel: () => void;
  /** Runs once the close animation has finished. */
  afterClose?: () => void;
}

/** The dialog `prompt()` shows; usable on its own as a controlled component. */
export function PromptDialog({
  options,
  open,
  onConfirm,
  onCancel,
  afterClose,
}: PromptDialogProps) {
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
  const inputRef = useRef<InputRef>(null);
  const textAreaRef = useRef<TextAreaRef>(null);
  const inputId = useId();
  const errorId = useId();

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
    id: inputId,
    value,
    onChange,
    placeholder: inputPlaceholder,
    status: error === null ? undefined : ('error' as const),
    'aria-invalid': error !== null,
    'aria-describedby': error === null ? undefined : errorId,
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={confirmButtonText}
      cancelText={cancelButtonText}
      onOk={confirm}
      onCancel={onCancel}
      closable={{ 'aria-label': '关闭' }}
      // A stray click beside the dialog must not throw away what was typed.
      mask={{ closable: false }}
      afterClose={afterClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) return;
        if (inputType === 'textarea') textAreaRef.current?.focus();
        else inputRef.current?.focus();
      }}
    >
      <label htmlFor={inputId} className="portal-prompt__label">
        {message ?? title}
      </label>
      {inputType === 'textarea' ? (
        // Enter inserts a newline here; the OK button confirms.
        <Input.TextArea {...fieldProps} ref={textAreaRef} rows={4} />
      ) : inputType === 'password' ? (
        <Input.Password {...fieldProps} ref={inputRef} onKeyDown={onKeyDown} />
      ) : (
        <Input {...fieldProps} ref={inputRef} onKeyDown={onKeyDown} />
      )}
      {error !== null && (
        <div id={errorId} role="alert" className="portal-prompt__error">
          {error}
        </div>
      )}
    </Modal>
  );
}
