import type { FastifyInstance } from 'fastify';
import type { JobPayload } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../../db/client';
import { vietnamDate } from '../../../../lib/vietnam-time';
import type { SimWorld } from '../../../../platform';
import type { JobDraft, RecipientDraft } from '../../job-draft';
import type { Outcome } from '../outcomes';
import { DRIVER_QUEUE } from '../queue';

/** Helpers shared by the engine's tests (in-process and across processes). */

export interface TestUser {
  id: string;
  token: string;
}

export interface TestAccount {
  id: string;
  /** The simulated person the account is logged in as. */
  zaloUserId: string;
}

type Inject = FastifyInstance['inject'];

/** An account of `user`, logged in with a cookie of the simulated person `personId` (as if pasted from a browser). */
export async function loggedInAccount(inject: Inject, world: SimWorld, user: TestUser, personId: string): Promise<TestAccount> {
  const headers = { authorization: `Bearer ${user.token}` };
  const created = await inject({ method: 'POST', url: '/api/v1/accounts', headers, payload: { displayName: `Shop ${personId.slice(-4)}` } });
  const account = created.json().data as { id: string };
  const imei = `imei-${personId}`;
  const userAgent = 'Mozilla/5.0 engine-test';
  const cookie = world.issueCookie(personId, imei, userAgent);
  const login = await inject({ method: 'POST', url: `/api/v1/bots/${account.id}/login/cookie`, headers, payload: { cookie, imei, userAgent } });
  if (login.json().data?.status !== 'ACTIVE') throw new Error(`cookie login failed: ${login.body}`);
  return { id: account.id, zaloUserId: personId };
}

/** People the account can message without a refusal: its friends, and strangers who take messages (as it sees them). */
export function messageable(world: SimWorld, personId: string): string[] {
  return world
    .users()
    .filter((u) => u.id !== personId && !world.hasBlocked(u.id, personId))
    .filter((u) => world.areFriends(personId, u.id) || u.acceptsStrangerMessages)
    .map((u) => world.uidFor(personId, u.id));
}

/** A message job to these users with no delays unless the payload says otherwise. */
export function messageDraft(accountId: string, userIds: string[], options: Omit<Partial<JobDraft>, 'payload'> & { payload?: Partial<JobPayload> } = {}): JobDraft {
  const recipients: RecipientDraft[] = userIds.map((targetId) => ({ targetId, targetType: 'user' }));
  return {
    accountId,
    type: 'TO_FRIENDS',
    action: 'message',
    priority: 5,
    maxRetries: 3,
    scheduledAt: null,
    metadata: { source: 'engine-test' },
    attachments: [],
    recipients,
    ...options,
    payload: { message: 'Xin chào từ bài kiểm tra', delayMin: 0, delayMax: 0, ...options.payload },
  };
}

export { until } from '../../../../testing/until';

/** How many of these accounts' driver runs pg-boss holds active (sending) now. */
export async function activeDriverRuns(database: SqlRunner, accountIds: string[]): Promise<number> {
  const [row] = await database.query<{ active: number }>(
    `SELECT count(DISTINCT singleton_key)::int AS active FROM pgboss.job WHERE name = $1 AND state = 'active' AND singleton_key = ANY($2::text[])`,
    [DRIVER_QUEUE, accountIds],
  );
  return row.active;
}

/** Recipient 1 of a job sent now, as the engine records it (no error, no batch pause); add what a test needs. */
export function outcomeSentNow(job: Pick<Outcome, 'jobId' | 'workspaceId' | 'accountId'>): Outcome {
  return {
    ...job,
    seq: 1,
    status: 'SENT',
    errorCode: null,
    errorMessage: null,
    displayName: null,
    resolvedId: null,
    action: 'message',
    day: vietnamDate(Date.now()),
    batchSize: 0,
    batchPauseSeconds: 0,
    sentAt: new Date(),
  };
}
