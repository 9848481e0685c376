import { ID_TYPES, ID_TYPE_LABELS } from '@portal/contract';
import { SelectField, TextField } from './fields';
import type { FormApi, Values } from './use-form';

const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

interface IdDocumentFieldsProps<V extends Values & { type: string; idno: string }> {
  form: FormApi<V>;
  required?: boolean;
  /** Cap on the number typed; card binding leaves it to the rules. */
  maxLength?: number;
}

/**
 * 证件类型 and 证件号码, the pair every form naming a person asks for (verification, family
 * members, card binding); the form's rules check the number against the chosen type.
 */
export function IdDocumentFields<V extends Values & { type: string; idno: string }>({
  form,
  required,
  maxLength,
}: IdDocumentFieldsProps<V>) {
  return (
    <>
      <SelectField
        form={form}
        name="type"
        label="证件类型"
        required={required}
        options={ID_TYPE_OPTIONS}
      />
      <TextField
        form={form}
        name="idno"
        label="证件号码"
        required={required}
        autoComplete="off"
        maxLength={maxLength}
      />
    </>
  );
}
