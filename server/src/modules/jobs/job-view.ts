import { type Job, type JobRecipient, type JobVariantStats, VARIANT_LETTERS, VARIANT_MIN_SAMPLE, type VariantLetter } from 'shared-sdk/schemas';
import type { jobRecipients, jobs, jobVariants } from '../../db/schema';

/** A stored job, with its messages' counts when the read brought them (the jobs page's reads do). */
type JobRow = typeof jobs.$inferSelect & { variants?: StoredVariant[] };
type RecipientRow = typeof jobRecipients.$inferSelect;
export type StoredVariant = Omit<typeof jobVariants.$inferSelect, 'jobId'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const rateOf = (replied: number, sent: number) => (sent > 0 ? replied / sent : 0);
const letterOf = (variant: number | null): VariantLetter | null => (variant === null ? null : (VARIANT_LETTERS[variant] ?? null));

/**
 * A job's messages (A…E) with their sends, replies and reply rates. One leads only once every one has
 * VARIANT_MIN_SAMPLE sends, and only with a reply rate strictly above every other's: never a winner on less, nor a tie.
 */
export function variantStats(stored: StoredVariant[]): JobVariantStats[] {
  const ordered = [...stored].sort((a, b) => a.variant - b.variant);
  const rates = ordered.map((variant) => rateOf(variant.replied, variant.sent));
  const sampled = ordered.length > 1 && ordered.every((variant) => variant.sent >= VARIANT_MIN_SAMPLE);
  const best = Math.max(...rates);
  const leader = sampled && rates.filter((rate) => rate === best).length === 1 ? rates.indexOf(best) : -1;
  return ordered.map((variant, index) => ({
    variant: letterOf(variant.variant) as VariantLetter,
    message: variant.message,
    recipients: variant.recipients,
    sent: variant.sent,
    replied: variant.replied,
    replyRate: rates[index],
    leader: index === leader,
  }));
}

/** The e-mails of people by id (the auth module's users): who created the jobs of one answer, read at once. */
export type EmailsOf = (ids: string[]) => Promise<ReadonlyMap<string, string>>;

/** Stored jobs as the API answers them, each with who created it (one read of the creators' e-mails for all). */
export async function toJobs(rows: JobRow[], emailsOf: EmailsOf): Promise<Job[]> {
  const creators = [...new Set(rows.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  const emails = creators.length > 0 ? await emailsOf(creators) : new Map<string, string>();
  return rows.map((row) => toJob(row, emails));
}

/**
 * A stored job as the API answers it: attachments are named, never their paths on disk. `emails` are the creators'
 * (toJobs reads them); a job created by no one (a schedule's run, older jobs) or by a person since deleted has none.
 */
export function toJob(row: JobRow, emails: ReadonlyMap<string, string>): Job {
  const creatorEmail = row.createdBy ? emails.get(row.createdBy) : undefined;
  return {
    id: row.id,
    accountId: row.accountId ?? '',
    accountName: row.accountName,
    type: row.type,
    status: row.status,
    priority: row.priority,
    maxRetries: row.maxRetries,
    scheduledAt: iso(row.scheduledAt),
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    updatedAt: row.updatedAt.toISOString(),
    totalRecipients: row.totalRecipients,
    successCount: row.successCount,
    failedCount: row.failedCount,
    skippedCount: row.skippedCount,
    errorMessage: row.errorMessage,
    pausedUntil: iso(row.pausedUntil),
    pauseReason: row.pauseReason ?? null,
    waitingForSlot: row.status === 'PENDING' && row.waitingForSlot,
    repliedCount: row.repliedCount,
    replyRate: rateOf(row.repliedCount, row.successCount),
    acceptedCount: row.acceptedCount,
    createdBy: row.createdBy && creatorEmail !== undefined ? { id: row.createdBy, email: creatorEmail } : null,
    // Only when the read brought them: a job's answer without them is not one without messages.
    ...(row.variants ? { variants: variantStats(row.variants) } : {}),
    payload: {
      ...row.payload,
      attachments: row.attachments.map(({ filename, mimeType, totalSize }) => ({ filename, mimeType, totalSize })),
    },
    metadata: row.metadata,
  };
}

export function toRecipient(row: RecipientRow): JobRecipient {
  return {
    seq: row.seq,
    targetId: row.targetId,
    targetType: row.targetType,
    displayName: row.displayName,
    status: row.status,
    attempts: row.attempts,
    errorCode: row.errorCode,
    errorMessage: row.errorMessage,
    processedAt: iso(row.processedAt),
    ...(row.sentText ? { sentText: row.sentText } : {}),
    variant: letterOf(row.variant),
    repliedAt: iso(row.repliedAt),
    acceptedAt: iso(row.acceptedAt),
  };
}
