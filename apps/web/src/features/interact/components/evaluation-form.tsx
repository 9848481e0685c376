import { useState } from 'react';
import {
  EVALUATION_DIMENSIONS,
  EVALUATION_DIMENSION_LABELS,
  EVALUATION_OVERALLS,
  EVALUATION_OVERALL_LABELS,
  EVALUATION_TEXT_MAX,
  type EvaluationEditBody,
  type EvaluationOverall,
  type EvaluationResult,
  type MyEvaluation,
} from '@portal/contract';
import { Field } from '@/components/form/fields';
import { rules, useForm, type Rules } from '@/components/form/use-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateEvaluation } from '../api/create-evaluation';
import { useEditEvaluation } from '../api/edit-evaluation';
import { ChoiceGroup } from './choice-group';
import './interact.css';

type FormValues = Record<(typeof EVALUATION_DIMENSIONS)[number] | 'overall' | 'text', string>;

const EMPTY: FormValues = {
  skill: '',
  attitude: '',
  environment: '',
  waiting: '',
  overall: '',
  text: '',
};

const RULES: Rules<FormValues> = {
  ...Object.fromEntries(
    EVALUATION_DIMENSIONS.map((d) => [
      d,
      [rules.required(`请为${EVALUATION_DIMENSION_LABELS[d]}打分`)],
    ]),
  ),
  overall: [rules.required('请选择总体评价')],
};

const SCORES = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n} 分` }));
const OVERALLS = EVALUATION_OVERALLS.map((o) => ({
  value: o,
  label: EVALUATION_OVERALL_LABELS[o],
}));

function valuesOf(e: MyEvaluation): FormValues {
  return {
    ...Object.fromEntries(EVALUATION_DIMENSIONS.map((d) => [d, String(e.scores[d])])),
    overall: e.overall,
    text: e.text,
  } as FormValues;
}

function bodyOf(v: FormValues): EvaluationEditBody {
  return {
    scores: {
      skill: Number(v.skill),
      attitude: Number(v.attitude),
      environment: Number(v.environment),
      waiting: Number(v.waiting),
    },
    overall: v.overall as EvaluationOverall,
    text: v.text.trim(),
  };
}

/** What happened, in one line: published or held for review, and the points it earned. */
function resultText(r: EvaluationResult, edited: boolean): string {
  const done = edited ? '评价已修改' : '评价已提交';
  const state = r.status === 'published' ? '并已公开' : '，正在审核，审核通过后公开';
  return `${done}${state}${r.points > 0 ? `，+${r.points} 积分` : ''}`;
}

function FormBody({
  bookingId,
  existing,
  onDone,
  onCancel,
}: {
  bookingId: string;
  existing: MyEvaluation | undefined;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useForm<FormValues>(existing ? valuesOf(existing) : EMPTY, RULES);
  const create = useCreateEvaluation();
  const edit = useEditEvaluation();
  const [problem, setProblem] = useState('');
  const busy = create.isPending || edit.isPending;

  const submit = form.onSubmit(async (v) => {
    setProblem('');
    const body = bodyOf(v);
    try {
      const result = existing
        ? await edit.mutateAsync({ id: existing.id, body })
        : await create.mutateAsync({ bookingId, ...body });
      toast.success(resultText(result, Boolean(existing)));
      onDone();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : '提交失败，请稍后重试');
    }
  });

  return (
    <form className="eval-form" onSubmit={submit} noValidate>
      {EVALUATION_DIMENSIONS.map((d) => (
        <ChoiceGroup
          key={d}
          legend={EVALUATION_DIMENSION_LABELS[d]}
          name={d}
          firstId={form.field(d).id}
          problemId={form.errorId(d)}
          choices={SCORES}
          value={form.values[d]}
          problem={form.errors[d]}
          onChange={(value) => form.set(d, value)}
        />
      ))}
      <ChoiceGroup
        legend="总体评价"
        name="overall"
        firstId={form.field('overall').id}
        problemId={form.errorId('overall')}
        choices={OVERALLS}
        value={form.values.overall}
        problem={form.errors.overall}
        words
        onChange={(value) => form.set('overall', value)}
      />
      <Field
        form={form}
        name="text"
        label="评价内容（选填）"
        hint="请勿填写手机号、身份证号和网址链接，含有这些内容的评价不能提交；含有不文明用语的评价审核后才公开。"
      >
        {(field) => (
          <>
            <textarea
              id={field.id}
              name={field.name}
              className="control eval-textarea"
              rows={5}
              maxLength={EVALUATION_TEXT_MAX}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              aria-describedby={field['aria-describedby']}
            />
            <p className="eval-counter">
              已输入 {field.value.length} / {EVALUATION_TEXT_MAX} 字
            </p>
          </>
        )}
      </Field>
      {problem && <Alert tone="error" title={problem} />}
      <div className="eval-form__buttons">
        <Button onClick={onCancel} disabled={busy}>
          取消
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {existing ? '提交修改' : '提交评价'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The evaluation of one visit in a dialog: new, or the one edit of an existing one. The dialog
 * renders its body only while open, so the form starts afresh each time.
 */
export function EvaluationDialog({
  open,
  onClose,
  bookingId,
  visit,
  existing,
}: {
  open: boolean;
  onClose: () => void;
  bookingId: string;
  /** Where and when, for the title: 青禾县人民医院 · 心内科. */
  visit: string;
  existing?: MyEvaluation;
}) {
  return (
    <Dialog open={open} title={`${existing ? '修改评价' : '写评价'}：${visit}`} onClose={onClose}>
      {existing && <p className="eval-muted">评价只能修改一次，修改后会重新检查。</p>}
      <FormBody bookingId={bookingId} existing={existing} onDone={onClose} onCancel={onClose} />
    </Dialog>
  );
}
