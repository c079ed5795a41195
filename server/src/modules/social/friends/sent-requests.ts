import type { CancelSentRequestsResult, SentFriendRequestItem, SentFriendRequests } from 'shared-sdk/schemas';
import type { SqlRunner } from '../../../db/client';
import { isNetworkError, needsRelogin } from '../../../platform/errors';
import type { AccountSessions } from '../../bots';

/** A request our jobs sent that is neither pending nor answered by a friendship after this long has expired. */
export const SENT_REQUEST_EXPIRY_DAYS = 30;
const DAY_MS = 86_400_000;

interface SentRecord {
  uid: string;
  display_name: string | null;
  message: string | null;
  sent_at: Date | string;
  is_friend: boolean;
}

/**
 * The platform lists only pending requests; accepted, rejected and expired ones come from the requests our
 * jobs sent from this account (the latest per person), read against the stored friends of the last sync.
 */
export function createSentRequestsService(deps: { sql: SqlRunner; sessions: AccountSessions; now?: () => number }) {
  const { sql, sessions } = deps;
  const now = deps.now ?? Date.now;

  const sentByJobs = (userId: string, accountId: string) =>
    sql.query<SentRecord>(
      `SELECT DISTINCT ON (r.target_id) r.target_id AS uid, r.display_name, j.payload->>'message' AS message,
          COALESCE(r.processed_at, j.created_at) AS sent_at,
          EXISTS (SELECT 1 FROM friends f WHERE f.account_id = j.account_id AND f.uid = r.target_id AND f.removed_at IS NULL) AS is_friend
        FROM job_recipients r JOIN jobs j ON j.id = r.job_id
        WHERE j.user_id = $1 AND j.account_id = $2 AND j.action = 'friend-request' AND r.target_type = 'user' AND r.status = 'SENT'
        ORDER BY r.target_id, r.processed_at DESC NULLS LAST`,
      [userId, accountId],
    );

  function answered(record: SentRecord): SentFriendRequestItem {
    const sentAt = new Date(record.sent_at);
    const status = record.is_friend ? 'accepted' : now() - sentAt.getTime() > SENT_REQUEST_EXPIRY_DAYS * DAY_MS ? 'expired' : 'rejected';
    return {
      userId: record.uid,
      displayName: record.display_name ?? record.uid,
      zaloName: null,
      avatar: null,
      message: record.message ?? '',
      status,
      dateSent: sentAt.toISOString(),
    };
  }

  return {
    async list(userId: string, accountId: string): Promise<SentFriendRequests> {
      const account = await sessions.activeAccount(userId, accountId);
      const pending = await sessions.withSession(userId, account, (session) => session.listSentFriendRequests());
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
        ...(await sentByJobs(userId, account.id)).filter((record) => !pendingIds.has(record.uid)).map(answered),
      ].sort((a, b) => b.dateSent.localeCompare(a.dateSent));
      return { sentRequests, total: sentRequests.length };
    },

    /** Undoes each request on the platform; one that cannot be undone (answered, never sent) counts as a failure. */
    async cancel(userId: string, accountId: string, userIds: string[]): Promise<CancelSentRequestsResult> {
      const account = await sessions.activeAccount(userId, accountId);
      let successCount = 0;
      await sessions.withSession(userId, account, async (session) => {
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
