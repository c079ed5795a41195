import type { CancelSentRequestsResult, SentFriendRequestItem, SentFriendRequests } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';
import { isNetworkError, needsRelogin } from '../../../platform/errors';
import type { AccountSessions } from '../../bots';

/** A request our jobs sent that is neither pending nor answered by a friendship after this long has expired. */
export const SENT_REQUEST_EXPIRY_DAYS = 30;
const DAY_MS = 86_400_000;

interface SentRecord {
  uid: string;
  displayName: string | null;
  message: string | null;
  sentAt: Date;
  isFriend: boolean;
}

/** The friend requests the user's jobs sent from this account, the latest per person (the jobs module's). */
export type SentByJobs = (workspaceId: string, accountId: string) => Promise<Array<Omit<SentRecord, 'isFriend'>>>;

/**
 * The platform lists only pending requests; accepted, rejected and expired ones come from the requests our
 * jobs sent from this account (the latest per person), read against the stored friends of the last sync.
 */
export function createSentRequestsService(deps: { sql: SqlRunner; sessions: AccountSessions; sentByJobs: SentByJobs; now?: () => number }) {
  const { sql, sessions } = deps;
  const now = deps.now ?? Date.now;

  async function sentByJobs(workspaceId: string, accountId: string): Promise<SentRecord[]> {
    const sent = await deps.sentByJobs(workspaceId, accountId);
    if (sent.length === 0) return [];
    const friends = await sql.query<{ uid: string }>(`SELECT uid FROM friends WHERE account_id = $1 AND uid = ANY($2::text[]) AND removed_at IS NULL`, [
      accountId,
      sent.map((record) => record.uid),
    ]);
    const friendUids = new Set(friends.map((row) => row.uid));
    return sent.map((record) => ({ ...record, isFriend: friendUids.has(record.uid) }));
  }

  function answered(record: SentRecord): SentFriendRequestItem {
    const sentAt = record.sentAt;
    const status = record.isFriend ? 'accepted' : now() - sentAt.getTime() > SENT_REQUEST_EXPIRY_DAYS * DAY_MS ? 'expired' : 'rejected';
    return {
      userId: record.uid,
      displayName: record.displayName ?? record.uid,
      zaloName: null,
      avatar: null,
      message: record.message ?? '',
      status,
      dateSent: sentAt.toISOString(),
    };
  }

  return {
    async list(workspaceId: string, accountId: string): Promise<SentFriendRequests> {
      const account = await sessions.activeAccount(workspaceId, accountId);
      const pending = await sessions.withSession(workspaceId, account, (session) => session.listSentFriendRequests());
      const pendingIds = new Set(pending.map((request) => request.userId));
      const sentRequests: SentFriendRequestItem[] = [
        ...pending.map((request) => ({
          userId: request.userId,
          displayName: request.displayName,
          zaloName: request.zaloName || null,
          avatar: request.avatar || null,
          message: request.message,
          status: 'pending',
          dateSent: new Date(request.sentAt).toISOString(),
        })),
        ...(await sentByJobs(workspaceId, account.id)).filter((record) => !pendingIds.has(record.uid)).map(answered),
      ].sort((a, b) => b.dateSent.localeCompare(a.dateSent));
      return { sentRequests, total: sentRequests.length };
    },

    /** Undoes each request on the platform; one that cannot be undone (answered, never sent) counts as a failure. */
    async cancel(workspaceId: string, accountId: string, userIds: string[]): Promise<CancelSentRequestsResult> {
      const account = await sessions.activeAccount(workspaceId, accountId);
      let successCount = 0;
      await sessions.withSession(workspaceId, account, async (session) => {
        for (const uid of new Set(userIds)) {
          try {
            await session.undoFriendRequest(uid);
            successCount += 1;
          } catch (error) {
            // The account or the network failing says nothing about this request: the call fails.
            if (needsRelogin(error) || isNetworkError(error)) throw error;
          }
        }
      });
      const unique = new Set(userIds).size;
      return { successCount, deletedCount: successCount, failureCount: unique - successCount };
    },
  };
}
export type SentRequestsService = ReturnType<typeof createSentRequestsService>;
