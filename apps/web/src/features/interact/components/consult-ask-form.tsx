import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CONSULT_TEXT_MAX,
  CONSULT_TEXT_MIN,
  type ConsultAskBody,
  type ConsultAskResult,
} from '@portal/contract';
import { Field } from '@/components/form/fields';
import { rules, useForm, type Rules } from '@/components/form/use-form';
import type { Person } from '@/components/person-picker/get-people';
import { PersonPicker } from '@/components/person-picker/person-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAskConsultation } from '../api/ask-consultation';
import { useConsultRatings } from '../api/get-consult-ratings';
import type { PlaceSelection, UsePlaces } from './consult-places';
import { ConsultImages } from './consult-images';
import { PlacePicker } from './place-picker';
import './consult.css';

type FormValues = { patientId: string; text: string; visibility: string };

const RULES: Rules<FormValues> = {
  patientId: [rules.required('请选择咨询对象')],
  text: [
    rules.required('请写下您想咨询的问题'),
    (v) =>
      v.trim().length < CONSULT_TEXT_MIN
        ? `请至少写 ${CONSULT_TEXT_MIN} 个字，说清症状、持续多久和想问什么`
        : undefined,
    (v) => (v.trim().length > CONSULT_TEXT_MAX ? `最多 ${CONSULT_TEXT_MAX} 个字` : undefined),
  ],
};

const VISIBILITY = [
  { value: 'private', label: '仅自己和医生可见' },
  { value: 'public', label: '公开（回复后隐去姓名展示，帮助有同样问题的人）' },
];

/** 128 random bits; getRandomValues works where randomUUID does not (plain http). */
function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function Asked({ result, onAgain }: { result: ConsultAskResult; onAgain: () => void }) {
  return (
    <Alert
      tone="success"
      title={`问题已提交${result.points > 0 ? `，+${result.points} 积分` : ''}`}
      action={
        <Button variant="text" onClick={onAgain}>
          再问一个问题
        </Button>
      }
    >
      <p className="consult-done">
        医生回复后会短信通知您。回复和追问都在
        <Link to={`/account/consult?id=${encodeURIComponent(result.id)}`}>我的咨询</Link>里查看。
      </p>
    </Alert>
  );
}

/**
 * The ask form for a verified citizen: whom it is about, which department or doctor, the
 * question with a live count, up to 3 pictures, public or private. One Idempotency-Key per
 * attempt: a resend of the same question after a dropped answer reuses it, anything else is new.
 */
export function ConsultAskForm({
  people,
  usePlaces,
  initialDoctorId,
}: {
  people: Person[];
  usePlaces: UsePlaces;
  initialDoctorId: string;
}) {
  const [chosen, setChosen] = useState<PlaceSelection>({
    hospitalId: '',
    departmentId: '',
    doctorId: initialDoctorId,
  });
  const { selection, places } = usePlaces(chosen);
  const doctor = useConsultRatings(selection.doctorId);
  const refusesQuestions = selection.doctorId !== '' && doctor.data?.acceptsQuestions === false;
  const [placeProblem, setPlaceProblem] = useState('');
  const [imageIds, setImageIds] = useState<string[]>([]);
  const [imagesKey, setImagesKey] = useState(0);
  const form = useForm<FormValues>({ patientId: 'self', text: '', visibility: 'private' }, RULES);
  const ask = useAskConsultation();
  // The body last sent and its key: the same body again is a resend, kept under the same key.
  const [attempt, setAttempt] = useState<{ body: string; key: string } | null>(null);

  const choose = (next: Partial<PlaceSelection>) => {
    setPlaceProblem('');
    setChosen({ ...selection, ...next });
  };

  const placeCheck = () => {
    if (!selection.departmentId && !selection.doctorId) return '请选择要咨询的医院和科室';
    if (refusesQuestions) return '这位医生暂不接受在线咨询，请不指定医生，向科室提问';
    return '';
  };

  const send = form.onSubmit((v) => {
    if (placeCheck()) return;
    const body: ConsultAskBody = {
      ...(selection.doctorId
        ? { doctorId: selection.doctorId }
        : { departmentId: selection.departmentId }),
      patientId: v.patientId,
      text: v.text.trim(),
      public: v.visibility === 'public',
      imageIds,
    };
    const sent = JSON.stringify(body);
    const key = attempt?.body === sent ? attempt.key : newAttemptKey();
    setAttempt({ body: sent, key });
    // A refusal is final for that attempt: a corrected question goes under a new key.
    ask.mutate({ body, key }, { onError: (e) => e instanceof ApiError && setAttempt(null) });
  });

  const submit = (event: FormEvent) => {
    // The place is checked with the rest, and first: it comes first in the form.
    const problem = placeCheck();
    setPlaceProblem(problem);
    send(event);
  };

  if (ask.data) {
    return (
      <Asked
        result={ask.data}
        onAgain={() => {
          ask.reset();
          form.reset();
          setAttempt(null);
          setImagesKey((k) => k + 1);
        }}
      />
    );
  }

  const length = form.values.text.trim().length;
  return (
    <form className="consult-form" onSubmit={submit} noValidate>
      <PersonPicker
        people={people}
        value={form.values.patientId}
        label="咨询对象"
        onChange={(id) => form.set('patientId', id)}
        addLink
      />
      <fieldset className="consult-fieldset">
        <legend>咨询科室或医生</legend>
        <PlacePicker
          purpose="ask"
          hospitals={places.hospitals.data?.list ?? []}
          departments={places.departments}
          doctors={places.doctors}
          hospitalId={selection.hospitalId}
          departmentId={selection.departmentId}
          doctorId={selection.doctorId}
          onHospital={(id) => choose({ hospitalId: id, departmentId: '', doctorId: '' })}
          onDepartment={(id) => choose({ departmentId: id, doctorId: '' })}
          onDoctor={(id) => choose({ doctorId: id })}
        />
        {(placeProblem || refusesQuestions) && (
          <p className="consult-problem" role="alert">
            {placeProblem || '这位医生暂不接受在线咨询，请不指定医生，向科室提问'}
          </p>
        )}
      </fieldset>
      <Field
        form={form}
        name="text"
        label="咨询内容"
        required
        hint={`${CONSULT_TEXT_MIN} 到 ${CONSULT_TEXT_MAX} 个字。请写清症状、持续多久、做过哪些检查、想问什么；不要写姓名、电话和身份证号。`}
      >
        {(field) => (
          <>
            <textarea
              id={field.id}
              name={field.name}
              className="control consult-textarea"
              rows={6}
              maxLength={CONSULT_TEXT_MAX}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              aria-invalid={field['aria-invalid']}
              aria-describedby={field['aria-describedby']}
            />
            <p className="consult-counter">
              已输入 {length} / {CONSULT_TEXT_MAX} 字
              {length < CONSULT_TEXT_MIN && `，还需 ${CONSULT_TEXT_MIN - length} 字`}
            </p>
          </>
        )}
      </Field>
      <ConsultImages key={imagesKey} onChange={setImageIds} />
      <fieldset className="consult-fieldset">
        <legend>是否公开</legend>
        <div className="consult-radios">
          {VISIBILITY.map((o) => (
            <label key={o.value} className="consult-radio">
              <input
                type="radio"
                name="visibility"
                value={o.value}
                checked={form.values.visibility === o.value}
                onChange={() => form.set('visibility', o.value)}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {ask.error instanceof ApiError && <Alert tone="error" title={ask.error.message} />}
      <div className="consult-form__buttons">
        <Button type="submit" variant="primary" loading={ask.isPending}>
          提交咨询
        </Button>
      </div>
    </form>
  );
}
