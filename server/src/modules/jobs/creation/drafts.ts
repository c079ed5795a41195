import {
  type Attachment,
  JOB_MAX_RETRIES_DEFAULT,
  JOB_PRIORITY_DEFAULT,
  type JobMetadata,
  type JobPayload,
  type JobType,
} from 'shared-sdk/schemas';
import type { JobAction, JobDraft, RecipientDraft } from '../job-draft';

/** Options a creation call may carry (the schemas give defaults). */
export interface JobOptions {
  priority?: number;
  maxRetries?: number;
  scheduledAt?: string | null;
  metadata?: Record<string, unknown>;
}

/** Keys the server sets itself: a client cannot claim another execution, list or schedule. */
const RESERVED_METADATA = [
  'executionId', 'listId', 'scheduleId', 'phoneListId', 'phoneAction', 'doNotContactExcluded', 'sourceNames', 'stopOnReply', 'skipActiveConversations',
];

function clientMetadata(metadata: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).filter(([key]) => !RESERVED_METADATA.includes(key)));
}

/** Drops absent optional fields, so the stored payload holds only what applies. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

export interface DraftInput {
  accountId: string;
  type: JobType;
  action: JobAction;
  payload: JobPayload;
  recipients: RecipientDraft[];
  /** The server's own metadata (source, executionId…), laid over what the client sent. */
  metadata: JobMetadata;
  options?: JobOptions;
  attachments?: Attachment[];
  targetGroupId?: string;
}

export function draftOf(input: DraftInput): JobDraft {
  const options = input.options ?? {};
  return {
    accountId: input.accountId,
    type: input.type,
    action: input.action,
    priority: options.priority ?? JOB_PRIORITY_DEFAULT,
    maxRetries: options.maxRetries ?? JOB_MAX_RETRIES_DEFAULT,
    scheduledAt: options.scheduledAt ? new Date(options.scheduledAt) : null,
    payload: compact(input.payload),
    metadata: compact({ ...clientMetadata(options.metadata), ...input.metadata }),
    attachments: input.attachments ?? [],
    recipients: input.recipients,
    ...(input.targetGroupId ? { targetGroupId: input.targetGroupId } : {}),
  };
}

/** The delay and batch fields of a request, as a job payload stores them. */
export function pacingOf(body: { delayMin: number; delayMax: number; batchSize?: number; batchDelayMinutes?: number }) {
  return { delayMin: body.delayMin, delayMax: body.delayMax, batchSize: body.batchSize, batchDelayMinutes: body.batchDelayMinutes };
}
