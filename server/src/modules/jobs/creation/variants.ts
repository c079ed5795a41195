import { randomInt } from 'node:crypto';
import { messageTexts } from 'shared-sdk/schemas';
import type { JobDraft } from '../job-draft';

/**
 * A message job's variants (A/B): with two to five texts its recipients are split over them evenly (the
 * counts differ by at most one) and at random; each recipient's variant is stored (0 = A … 4 = E), and the engine
 * sends it that text. A job with one text has no variants (every recipient's is null).
 */

/** What a request or a schedule gives: the text, and the variants beside it. */
export interface VariantTexts {
  message: string;
  messages?: string[];
}

/** The texts of a message job: its variants when it has two or more, else its one message. */
export const textsOf = (body: VariantTexts): string[] => messageTexts({ message: body.message, messages: body.messages ?? [] });

/** The payload's text fields: `message` is variant A's, `messages` every text (only when there are several). */
export function payloadTexts(body: VariantTexts): { message: string; messages?: string[] } {
  const texts = textsOf(body);
  return texts.length >= 2 ? { message: texts[0], messages: texts } : { message: texts[0] };
}

/** An integer in [0, below): the variants' draw (tests give their own). */
export type Draw = (below: number) => number;
const cryptoDraw: Draw = (below) => randomInt(below);

/**
 * `count` variants over `size` recipients: each variant `floor(size / count)` times, the rest one more time each for
 * variants chosen at random, then the whole assignment shuffled (Fisher-Yates). The recipients keep their order.
 */
export function splitVariants(size: number, count: number, draw: Draw = cryptoDraw): number[] {
  const offset = draw(count);
  const assignment = Array.from({ length: size }, (_, index) => (index + offset) % count);
  for (let i = assignment.length - 1; i > 0; i -= 1) {
    const j = draw(i + 1);
    [assignment[i], assignment[j]] = [assignment[j], assignment[i]];
  }
  return assignment;
}

/** The draft with each recipient's variant, when its payload has several texts (as it is stored: after the do-not-contact list). */
export function withVariants(draft: JobDraft, draw: Draw = cryptoDraw): JobDraft {
  const count = draft.action === 'message' ? (draft.payload.messages?.length ?? 0) : 0;
  if (count < 2) return draft;
  const assignment = splitVariants(draft.recipients.length, count, draw);
  return { ...draft, recipients: draft.recipients.map((recipient, index) => ({ ...recipient, variant: assignment[index] })) };
}
