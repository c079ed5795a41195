import * as v from 'valibot';

/** Every /api/v1 response: `{ success, data, error }`; validation failures add the field messages. */
export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  error?: string;
  /** First message per field, for a 400 from schema validation. */
  fieldErrors?: Record<string, string>;
}

/** Validates `input` against `schema`; on failure gives the first message and the first message per field. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
):
  | { ok: true; value: v.InferOutput<TSchema> }
  | { ok: false; error: string; fieldErrors: Record<string, string> } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  return { ok: false, error: result.issues[0]?.message ?? 'Dữ liệu không hợp lệ', fieldErrors };
}
