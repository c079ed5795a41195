import { type ChangeEvent, useState } from 'react';

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
