import { useId } from 'react';
import { TextField } from '@/components/form/fields';
import { IdDocumentFields } from '@/components/form/id-document-fields';
import type { FormApi } from '@/components/form/use-form';
import { SEX_OPTIONS, mainlandFacts, today } from './identity-rules';
import type { IdentityValues } from './identity-rules';

export interface IdentityFieldsProps<V extends IdentityValues> {
  form: FormApi<V>;
  /** The account holder's own form: the browser may fill in their name and phone. */
  self: boolean;
}

const DERIVED_HINT = '根据身份证号码自动识别';

/**
 * The identity fields shared by verification and adding a family member. For a mainland ID
 * card, sex and birthday are shown from the number, read-only, and are not form values at all.
 */
export function IdentityFields<V extends IdentityValues>({ form, self }: IdentityFieldsProps<V>) {
  const sexLabelId = useId();
  const sexHintId = useId();
  const birthdayId = useId();
  const mainland = form.values.type === '01';
  const facts = mainland ? mainlandFacts(form.values.idno) : undefined;
  const sexProblem = mainland ? undefined : form.errors.sex;
  const sex = mainland ? facts?.sex : form.values.sex;

  return (
    <>
      <TextField
        form={form}
        name="name"
        label="姓名"
        autoComplete={self ? 'name' : 'off'}
        maxLength={30}
      />
      <IdDocumentFields form={form} maxLength={32} />
      <TextField
        form={form}
        name="phone"
        label="手机号"
        autoComplete={self ? 'tel' : 'off'}
        inputMode="numeric"
        maxLength={11}
      />
      <TextField
        form={form}
        name="cardno"
        label="就诊卡号（选填）"
        autoComplete="off"
        maxLength={32}
      />
      <div className={sexProblem ? 'field field--invalid' : 'field'}>
        <span id={sexLabelId} className="field__label">
          性别
        </span>
        <div
          role="radiogroup"
          className="identity-sex"
          aria-labelledby={sexLabelId}
          aria-describedby={mainland ? sexHintId : sexProblem ? form.errorId('sex') : undefined}
        >
          {SEX_OPTIONS.map((option) => (
            <label key={option.value} className="identity-sex__option">
              <input
                type="radio"
                name={`${sexLabelId}-sex`}
                value={option.value}
                checked={sex === option.value}
                disabled={mainland}
                onChange={() => form.set('sex', option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {mainland && (
          <div id={sexHintId} className="field__hint">
            {DERIVED_HINT}
          </div>
        )}
        {sexProblem && (
          <div id={form.errorId('sex')} className="field__error" role="alert">
            {sexProblem}
          </div>
        )}
      </div>
      {mainland ? (
        <div className="field">
          <label htmlFor={birthdayId} className="field__label">
            出生日期
          </label>
          <input
            id={birthdayId}
            className="control"
            readOnly
            value={facts?.birthday ?? ''}
            placeholder="填写身份证号码后显示"
            aria-describedby={`${birthdayId}-hint`}
          />
          <div id={`${birthdayId}-hint`} className="field__hint">
            {DERIVED_HINT}
          </div>
        </div>
      ) : (
        <TextField
          form={form}
          name="birthday"
          label="出生日期"
          type="date"
          min="1900-01-01"
          max={today()}
        />
      )}
    </>
  );
}
