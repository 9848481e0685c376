import { useId, useState, type FormEvent } from 'react';
import { CONSULT_TEXT_MAX } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSendFollowUp } from '../api/send-follow-up';
import '@/components/form/form.css';
import './consult.css';

/** The follow-up box while the asker may still ask (X 次追问机会). */
export function ConsultFollowUp({ id, left }: { id: string; left: number }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const send = useSendFollowUp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem('请写下您要追问的内容');
    setProblem('');
    send.mutate({ id, body: { text: text.trim() } }, { onSuccess: () => setText('') });
  };

  const refusal = send.error instanceof ApiError ? send.error.message : '';
  return (
    <form className="consult-form consult-follow-up" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        追问医生（还有 {left} 次追问机会）
      </label>
      <textarea
        id={inputId}
        className="control consult-textarea"
        rows={4}
        maxLength={CONSULT_TEXT_MAX}
        value={text}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? `${inputId}-problem` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="consult-counter">
        已输入 {text.trim().length} / {CONSULT_TEXT_MAX} 字
      </p>
      {problem && (
        <p id={`${inputId}-problem`} className="consult-problem" role="alert">
          {problem}
        </p>
      )}
      {refusal && <Alert tone="error" title={refusal} />}
      <div className="consult-form__buttons">
        <Button type="submit" variant="primary" loading={send.isPending}>
          发送追问
        </Button>
      </div>
    </form>
  );
}
