import { PHONE_FRIEND_REQUEST_QUOTA, PHONE_MESSAGE_QUOTA, type PhoneAccountQuota } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { accountsOfUser } from '../accounts';
import { listJobs } from '../jobs';

interface QuotaRow {
  friend_request_limit: number | null;
  message_limit: number | null;
}

const quotaView = (accountId: string, row: QuotaRow | undefined): PhoneAccountQuota => ({
  accountId,
  dailyLimit: row?.friend_request_limit ?? PHONE_FRIEND_REQUEST_QUOTA.default,
  messageDailyLimit: row?.message_limit ?? PHONE_MESSAGE_QUOTA.default,
  dailyLimitSaved: row?.friend_request_limit !== null && row?.friend_request_limit !== undefined,
  messageDailyLimitSaved: row?.message_limit !== null && row?.message_limit !== undefined,
});

/** Each account's daily quotas for phone-list work, and what today's jobs of a list have used of them. */
export function createQuotasPart(database: Database) {
  return {
    /** The user's ACTIVE accounts (ids and names), in the order they were added. */
    async activeAccounts(workspaceId: string): Promise<Array<{ id: string; displayName: string }>> {
      return (await accountsOfUser(database, workspaceId, { activeOnly: true })).map((account) => ({ id: account.id, displayName: account.displayName }));
    },

    async quotaOf(accountId: string): Promise<{ friendRequest: number; message: number }> {
      const [row] = await database.query<QuotaRow>(`SELECT friend_request_limit, message_limit FROM phone_account_quotas WHERE account_id = $1`, [accountId]);
      return { friendRequest: row?.friend_request_limit ?? PHONE_FRIEND_REQUEST_QUOTA.default, message: row?.message_limit ?? PHONE_MESSAGE_QUOTA.default };
    },

    /** The quotas of the user's ACTIVE accounts: each as saved, or the default (not saved). */
    async quotasOf(workspaceId: string): Promise<PhoneAccountQuota[]> {
      const accounts = await accountsOfUser(database, workspaceId, { activeOnly: true });
      if (accounts.length === 0) return [];
      const rows = await database.query<QuotaRow & { account_id: string }>(
        `SELECT account_id, friend_request_limit, message_limit FROM phone_account_quotas WHERE account_id = ANY($1::uuid[])`,
        [accounts.map((account) => account.id)],
      );
      const saved = new Map(rows.map((row) => [row.account_id, row]));
      return accounts.map((account) => quotaView(account.id, saved.get(account.id)));
    },

    /** Saves the given quotas of the account (the other one stays as it was). */
    async setQuota(accountId: string, quota: { friendRequest?: number; message?: number }): Promise<PhoneAccountQuota> {
      const [row] = await database.query<QuotaRow>(
        `INSERT INTO phone_account_quotas (account_id, friend_request_limit, message_limit) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET friend_request_limit = coalesce($2, phone_account_quotas.friend_request_limit),
           message_limit = coalesce($3, phone_account_quotas.message_limit), updated_at = now()
         RETURNING friend_request_limit, message_limit`,
        [accountId, quota.friendRequest ?? null, quota.message ?? null],
      );
      return quotaView(accountId, row);
    },

    /** Recipients of the list's jobs of this action created since `since`, per account (what today's quota has used). */
    usedSince: (listId: string, accountId: string, action: 'friend-request' | 'message', since: Date): Promise<number> =>
      listJobs.phoneRecipientsSince(database, listId, accountId, action, since),
  };
}
