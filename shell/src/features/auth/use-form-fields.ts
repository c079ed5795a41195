import { type ChangeEvent, type FormEvent, useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Controlled values and per-field errors; editing a field clears its error. */
export function useFormFields<K extends string>(initial: Record<K, string>, initialErrors: FieldErrors<K> = {}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>(initialErrors);

  const bind = (field: K) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return { values, errors, setErrors, bind };
}

/** What a sign-in form takes: `TInput` its fields, `TOutput` what it submits. */
export interface CheckedFormProps<TInput, TOutput> {
  onSubmit: (values: TOutput) => void;
  busy?: boolean;
  error?: string | null;
  initialValues?: Partial<TInput>;
  initialFieldErrors?: FieldErrors<keyof TInput & string>;
}

export type Checked<K extends string, T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors<K> };

export interface CheckedFormOptions<K extends string, T> {
  initialErrors?: FieldErrors<K>;
  /** While true, a submit does nothing (the call is in flight). */
  busy: boolean;
  /** The form's schema check (`validate` of shared-sdk/sign-in). */
  check: (values: Record<K, string>) => Checked<K, T>;
  onValid: (value: T) => void;
}

/** `useFormFields` with the form's submit: the check's texts go on their fields, or the checked values to `onValid`. */
export function useCheckedForm<K extends string, T>(initial: Record<K, string>, { initialErrors, busy, check, onValid }: CheckedFormOptions<K, T>) {
  const fields = useFormFields<K>(initial, initialErrors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = check(fields.values);
    if (!result.ok) {
      fields.setErrors(result.fieldErrors);
      return;
    }
    fields.setErrors({});
    onValid(result.value);
  };

  return { ...fields, submit };
}
