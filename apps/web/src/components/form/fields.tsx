import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Select, type SelectOption } from './select';
import type { FieldProps, FormApi, Values } from './use-form';
import './form.css';

interface FieldFrameProps<V extends Values> {
  form: FormApi<V>;
  name: keyof V & string;
  label: ReactNode;
  /** Shown under the input and read with it (aria-describedby). */
  hint?: ReactNode;
  required?: boolean;
  children: (props: FieldProps) => ReactNode;
}

/** A labelled field: the label above, the input, then its hint and its problem in words. */
export function Field<V extends Values>({
  form,
  name,
  label,
  hint,
  required,
  children,
}: FieldFrameProps<V>) {
  const props = form.field(name, { hint: Boolean(hint), required });
  const problem = form.errors[name];
  return (
    <div className={problem ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden>
            *
          </span>
        )}
      </label>
      {children(props)}
      {hint && (
        <div id={form.hintId(name)} className="field__hint">
          {hint}
        </div>
      )}
      {problem && (
        <div id={form.errorId(name)} className="field__error" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'value' | 'onChange' | 'onBlur' | 'form'
>;

/** An input wired to its field; `filter` cleans what is typed (digits only, a length). */
export function TextInput({
  field,
  filter,
  ...attributes
}: InputAttributes & { field: FieldProps; filter?: (value: string) => string }) {
  const { onChange, ...props } = field;
  return (
    <input
      type="text"
      className="control"
      {...attributes}
      {...props}
      onChange={(e) => onChange(filter ? filter(e.target.value) : e.target.value)}
    />
  );
}

type TextFieldProps<V extends Values> = Omit<FieldFrameProps<V>, 'children'> &
  InputAttributes & { filter?: (value: string) => string };

export function TextField<V extends Values>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: TextFieldProps<V>) {
  return (
    <Field form={form} name={name} label={label} hint={hint} required={required}>
      {(field) => <TextInput field={field} {...input} />}
    </Field>
  );
}

/** A password input with a 显示/隐藏 button; paste and password managers work as usual. */
export function PasswordField<V extends Values>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: TextFieldProps<V>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field form={form} name={name} label={label} hint={hint} required={required}>
      {(field) => (
        <div className="control-group">
          <TextInput field={field} {...input} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className="control-group__addon"
            aria-controls={field.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? '隐藏' : '显示'}
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * A labelled native select. Its problem is checked on change and submit, not on blur: leaving a
 * select untouched while tabbing through the form should not flag it.
 */
export function SelectField<V extends Values>({
  form,
  name,
  label,
  hint,
  required,
  options,
}: Omit<FieldFrameProps<V>, 'children'> & { options: SelectOption[] }) {
  return (
    <Field form={form} name={name} label={label} hint={hint} required={required}>
      {(field) => (
        <Select
          id={field.id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          options={options}
          aria-invalid={field['aria-invalid']}
          aria-describedby={field['aria-describedby']}
        />
      )}
    </Field>
  );
}
