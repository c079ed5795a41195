import type * as v from 'valibot';
import { validate } from 'shared-sdk/schemas';
import { badRequest } from './errors';

/** Parses a body or query with a shared valibot schema; a failure is a 400 with the field messages. */
export function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input ?? {});
  if (!result.ok) throw badRequest(result.error, result.fieldErrors);
  return result.value;
}
