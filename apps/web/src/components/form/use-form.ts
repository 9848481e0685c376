import { useCallback, useId, useMemo, useRef, useState, type FormEvent } from 'react';

export type Values = Record<string, string>;

/** A check of one field: the problem in words, or nothing when the value is fine. */
export type Rule<V extends Values> = (value: string, values: V) => string | undefined;

export type Rules<V extends Values> = Partial<Record<keyof V & string, Rule<V>[]>>;

/** What a field's input needs: its id, value and handlers, and its state for assistive tech. */
export interface FieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FormApi<V extends Values> {
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  /** Props for the input of `name`; `hintId` joins the description when the field has a hint. */
  field: (name: keyof V & string, options?: { hint?: boolean; required?: boolean }) => FieldProps;
  errorId: (name: keyof V & string) => string;
  hintId: (name: keyof V & string) => string;
  set: (name: keyof V & string, value: string) => void;
  /** Checks these fields (all when omitted), shows their problems, and says whether all passed. */
  validate: (names?: (keyof V & string)[]) => boolean;
  /** Back to the initial values, with no problems shown (after a successful change). */
  reset: () => void;
  /** A submit handler: checks every field, focuses the first with a problem, else calls `onValid`. */
  onSubmit: (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => void;
}

/**
 * The state of a small form: values, the problems the rules find (shown once a field was left or
 * the form submitted, and re-checked as the person types), and the ids that tie each input to its
 * label, hint and error text.
 */
export function useForm<V extends Values>(initial: V, rules: Rules<V> = {}): FormApi<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const shown = useRef(new Set<string>());
  const latest = useRef(values);
  const initialValues = useRef(initial);
  const prefix = useId();

  const check = useCallback(
    (name: keyof V & string, all: V) => {
      for (const rule of rules[name] ?? []) {
        const problem = rule(all[name] ?? '', all);
        if (problem) return problem;
      }
      return undefined;
    },
    [rules],
  );

  const api = useMemo<FormApi<V>>(() => {
    const names = () => Object.keys(latest.current) as (keyof V & string)[];
    const recheck = (all: V, only: Iterable<string>) =>
      setErrors((previous) => {
        const next = { ...previous };
        for (const name of only) next[name as keyof V & string] = check(name, all);
        return next;
      });
    const ids = (name: string) => ({
      id: `${prefix}-${name}`,
      hint: `${prefix}-${name}-hint`,
      error: `${prefix}-${name}-error`,
    });
    return {
      values,
      errors,
      errorId: (name) => ids(name).error,
      hintId: (name) => ids(name).hint,
      set(name, value) {
        const all = { ...latest.current, [name]: value };
        latest.current = all;
        setValues(all);
        // Problems already shown follow the typing, including fields that depend on this one.
        recheck(all, [...shown.current]);
      },
      field(name, options = {}) {
        const problem = errors[name];
        const id = ids(name);
        return {
          id: id.id,
          name,
          value: values[name] ?? '',
          onChange: (value) => api.set(name, value),
          onBlur: () => {
            if (!(latest.current[name] ?? '')) return;
            shown.current.add(name);
            recheck(latest.current, [name]);
          },
          'aria-invalid': Boolean(problem),
          'aria-describedby':
            [options.hint ? id.hint : undefined, problem ? id.error : undefined]
              .filter(Boolean)
              .join(' ') || undefined,
          'aria-required': options.required || undefined,
        };
      },
      reset() {
        shown.current.clear();
        latest.current = initialValues.current;
        setValues(initialValues.current);
        setErrors({});
      },
      validate(only) {
        const list = only ?? names();
        list.forEach((name) => shown.current.add(name));
        recheck(latest.current, list);
        return list.every((name) => !check(name, latest.current));
      },
      onSubmit: (onValid) => (event) => {
        event.preventDefault();
        if (api.validate()) return void onValid(latest.current);
        const first = names().find((name) => check(name, latest.current));
        if (first) document.getElementById(ids(first).id)?.focus();
      },
    };
  }, [values, errors, check, prefix]);

  return api;
}

/** Common rules, worded for citizens. */
export const rules = {
  required:
    (message: string): Rule<Values> =>
    (value) =>
      value.trim() ? undefined : message,
  pattern:
    (pattern: RegExp, message: string): Rule<Values> =>
    (value) =>
      !value || pattern.test(value) ? undefined : message,
};
