import { useId, useState, type FormEvent } from 'react';
import { CONSULT_RATING_TEXT_MAX } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRateConsultation } from '../api/rate-consultation';
import { ChoiceGroup } from './choice-group';
import '@/components/form/form.css';
import './consult.css';

const SCORES = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} 分` }));

/** Rating the answer, once: 1 to 5 and optional words, shown on the doctor's page. */
export function ConsultRatingForm({ id }: { id: string }) {
  const ids = useId();
  const [score, setScore] = useState('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const rate = useRateConsultation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!score) {
      setProblem('请选择评分');
      document.getElementById(`${ids}-score`)?.focus();
      return;
    }
    setProblem(undefined);
    rate.mutate(
      { id, body: { score: Number(score), ...(text.trim() ? { text: text.trim() } : {}) } },
      { onSuccess: () => toast.success('感谢您的评价') },
    );
  };

  return (
    <form className="consult-form" onSubmit={submit} noValidate>
      <ChoiceGroup
        legend="评价医生的回复"
        name="consult-score"
        firstId={`${ids}-score`}
        problemId={`${ids}-problem`}
        choices={SCORES}
        value={score}
        problem={problem}
        onChange={(value) => {
          setScore(value);
          setProblem(undefined);
        }}
      />
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-text`}>
          评价内容（选填）
        </label>
        <textarea
          id={`${ids}-text`}
          className="control consult-textarea"
          rows={3}
          maxLength={CONSULT_RATING_TEXT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p className="consult-counter">
          已输入 {text.length} / {CONSULT_RATING_TEXT_MAX} 字
        </p>
      </div>
      {rate.error instanceof ApiError && <Alert tone="error" title={rate.error.message} />}
      <div className="consult-form__buttons">
        <Button type="submit" variant="primary" loading={rate.isPending}>
          提交评价
        </Button>
      </div>
    </form>
  );
}
