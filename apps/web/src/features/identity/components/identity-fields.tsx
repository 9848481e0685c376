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
  const mainland = form.values.type === '01';
  const facts = mainland ? mainlandFacts(form.values.idno) : undefined;
  const sexProblem = mainland ? undefined : form.errors.sex;

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
      {mainland ? (
        // Shown like the birthday, as text read from the number: a disabled radio pair looked
        // pale and broken, and is not something the person can change anyway.
        <DerivedField label="性别" value={facts?.sex} />
      ) : (
        <div className={sexProblem ? 'field field--invalid' : 'field'}>
          <span id={sexLabelId} className="field__label">
            性别
          </span>
          <div
            role="radiogroup"
            className="identity-sex"
            aria-labelledby={sexLabelId}
            aria-describedby={sexProblem ? form.errorId('sex') : undefined}
          >
            {SEX_OPTIONS.map((option) => (
              <label key={option.value} className="identity-sex__option">
                <input
                  type="radio"
                  name={`${sexLabelId}-sex`}
                  value={option.value}
                  checked={form.values.sex === option.value}
                  onChange={() => form.set('sex', option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
          {sexProblem && (
            <div id={form.errorId('sex')} className="field__error" role="alert">
              {sexProblem}
            </div>
          )}
        </div>
      )}
      {mainland ? (
        <DerivedField label="出生日期" value={facts?.birthday} />
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

/** A fact read from a mainland ID number: shown, not asked, and not a form value. */
function DerivedField({ label, value }: { label: string; value: string | undefined }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="control"
        readOnly
        value={value ?? ''}
        placeholder="填写身份证号码后显示"
        aria-describedby={`${id}-hint`}
      />
      <div id={`${id}-hint`} className="field__hint">
        {DERIVED_HINT}
      </div>
    </div>
  );
}
