import type { Job, JobRecipient } from 'shared-sdk/schemas';
import type { jobRecipients, jobs } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;
type RecipientRow = typeof jobRecipients.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A stored job as the API answers it: attachments are named, never their paths on disk. */
export function toJob(row: JobRow): Job {
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
  };
}
