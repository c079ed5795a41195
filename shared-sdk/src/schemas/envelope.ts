import * as v from 'valibot';
import { findUnsafeInput } from './safe-input';

/** Every /api/v1 response: `{ success, data, error }`; validation failures add the field messages. */
export interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  error?: string;
  /** First message per field, for a 400 from schema validation. */
  fieldErrors?: Record<string, string>;
}

/** What a user reads when a schema gives no message of its own (valibot's defaults are English). */
export const DEFAULT_INVALID_MESSAGE = 'Dữ liệu không hợp lệ';

/**
 * An object missing a key is reported by valibot as "Invalid key" before the key's own schema runs;
 * giving every declared key (as undefined) lets each field's own Vietnamese message speak instead.
 */
function withDeclaredKeys(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
  return filled;
}

const userMessage = (message: string) => (/^Invalid \w+:/.test(message) ? DEFAULT_INVALID_MESSAGE : message);

/**
 * Validates `input` against `schema`; on failure gives the first message and the first message per field.
 * Every string any schema accepts is first checked here for control characters, and the input for depth.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
):
  | { ok: true; value: v.InferOutput<TSchema> }
  | { ok: false; error: string; fieldErrors: Record<string, string> } {
  const unsafe = findUnsafeInput(input);
  if (unsafe) return { ok: false, error: unsafe.message, fieldErrors: { [unsafe.path || '_']: unsafe.message } };
  const result = v.safeParse(schema, withDeclaredKeys(schema, input));
  if (result.success) return { ok: true, value: result.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in fieldErrors)) fieldErrors[key] = userMessage(issue.message);
  }
  return { ok: false, error: userMessage(result.issues[0]?.message ?? DEFAULT_INVALID_MESSAGE), fieldErrors };
}
