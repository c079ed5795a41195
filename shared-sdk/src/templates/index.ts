import * as v from 'valibot';
import { templateErrors } from './template';

export * from './template';

/**
 * The check every message and friend-request template of the product goes through: an unknown
 * variable or an unclosed brace is refused with its Vietnamese error, which names the variable.
 */
export const validTemplate = () =>
  v.check(
    (text: string) => templateErrors(text).length === 0,
    (issue: v.CheckIssue<string>) => templateErrors(String(issue.input)).join('; '),
  );
