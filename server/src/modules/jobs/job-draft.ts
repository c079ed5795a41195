import type { Attachment, Job, JobMetadata, JobPayload, JobType, RecipientTargetType } from 'shared-sdk/schemas';

/**
 * What a job-creation endpoint hands to the jobs service: everything resolved (recipients listed, texts
 * validated). The service checks the plan's job limits, stores the job with one row per recipient and
 * queues it; the engine does the rest.
 */
export interface RecipientDraft {
  /** A platform user id, a thread (group) id, or a phone number looked up when its turn comes. */
  targetId: string;
  targetType: RecipientTargetType;
  displayName?: string | null;
  /** The person's stable platform id when known (the do-not-contact list checks it before each send). */
  globalId?: string | null;
  /** Which of the job's texts it is sent (0 = A … 4 = E: payload.messages); absent or null with one text. */
  variant?: number | null;
}

/** What the engine does for each recipient. */
export type JobAction = 'message' | 'friend-request' | 'group-invite';

export interface JobDraft {
  accountId: string;
  type: JobType;
  action: JobAction;
  priority: number;
  maxRetries: number;
  /** Null runs as soon as the account is free. */
  scheduledAt: Date | null;
  /** Text, delays (seconds), batch settings, group. For a friend request `message` is the request's text. */
  payload: JobPayload;
  metadata: JobMetadata;
  /** Files sent with every message (data URLs); the service stores them on disk. */
  attachments: Attachment[];
  recipients: RecipientDraft[];
  /** For a group invite: the group the recipients are added to. */
  targetGroupId?: string;
  /** The person who asked for it (a member of the workspace); absent for a schedule's run. */
  createdBy?: string | null;
}

export interface JobCreator {
  /**
   * Creates the jobs atomically: all or none. Refuses with the plan's reason (AppError 403) when the
   * daily or concurrent job limit would be exceeded, and 400 when a draft has no recipient.
   */
  create(workspaceId: string, drafts: JobDraft[]): Promise<Job[]>;
}
