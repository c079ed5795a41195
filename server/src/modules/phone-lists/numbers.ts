import type { PhoneEntry, PhoneEntryStatus, PhoneListStats } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { sortedAccountNames } from '../accounts';
import { HELD } from './job-outcomes';
import { numberInScope } from './viewer';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: number | string | null | undefined) => Number(value ?? 0);

interface NumberRow {
  id: string;
  phone: string;
  status: PhoneEntryStatus;
  held: boolean;
  account_id: string | null;
  found_user_name: string | null;
  found_user_id: string | null;
  error_message: string | null;
  message_error_message: string | null;
  processed_at: Date | string | null;
}

/** A list's numbers as its pages show them: a page of them, and their counts (per account too). */
export function createNumbersPart(database: Database) {
  return {
    /** `scope`: the viewer's accounts (null: all); an AGENT sees their accounts' numbers and those nobody has yet. */
    async numbers(listId: string, filter: { page: number; limit: number; status?: PhoneEntryStatus; accountId?: string }, scope: string[] | null = null) {
      const params: unknown[] = [listId, scope];
      const where = ['n.list_id = $1', numberInScope(2)];
      const add = (value: unknown) => `$${params.push(value)}`;
      if (filter.status === 'PROCESSING') where.push(`n.status = 'PENDING' AND ${HELD}`);
      else if (filter.status === 'PENDING') where.push(`n.status = 'PENDING' AND NOT ${HELD}`);
      else if (filter.status) where.push(`n.status = ${add(filter.status)}`);
      if (filter.accountId) where.push(`n.account_id = ${add(filter.accountId)}::uuid`);
      const [rows, [{ total }]] = await Promise.all([
        database.query<NumberRow>(
          `SELECT n.id, n.phone, n.status, ${HELD} AS held, n.account_id, n.found_user_name, n.found_user_id, n.error_message,
             n.message_error_message, n.processed_at
           FROM phone_numbers n WHERE ${where.join(' AND ')}
           ORDER BY n.seq LIMIT ${add(filter.limit)} OFFSET ${add((filter.page - 1) * filter.limit)}`,
          params,
        ),
        database.query<{ total: number | string }>(`SELECT count(*) AS total FROM phone_numbers n WHERE ${where.join(' AND ')}`, params.slice(0, params.length - 2)),
      ]);
      const names = new Map((await sortedAccountNames(database, rows.map((row) => row.account_id))).map((account) => [account.id, account.displayName]));
      const entries: PhoneEntry[] = rows.map((row) => {
        const accountName = row.account_id === null ? undefined : names.get(row.account_id);
        return {
          id: row.id,
          phoneNumber: row.phone,
          status: row.status === 'PENDING' && row.held ? 'PROCESSING' : row.status,
          assignedAccount: accountName === undefined ? null : { displayName: accountName },
          foundUserName: row.found_user_name,
          foundUserId: row.found_user_id,
          errorMessage: row.error_message,
          messageErrorMessage: row.message_error_message,
          processedAt: iso(row.processed_at),
        };
      });
      return { entries, total: num(total) };
    },

    async stats(listId: string, scope: string[] | null = null): Promise<Omit<PhoneListStats, 'scheduleStats'>> {
      const [counts] = await database.query<Record<string, number | string>>(
        `SELECT count(*) AS total,
           count(*) FILTER (WHERE n.status = 'PENDING' AND NOT ${HELD}) AS pending,
           count(*) FILTER (WHERE n.status = 'PENDING' AND ${HELD}) AS processing,
           count(*) FILTER (WHERE n.status = 'SUCCESS') AS success,
           count(*) FILTER (WHERE n.status = 'FAILED') AS failed,
           count(*) FILTER (WHERE n.status = 'SKIPPED') AS skipped
         FROM phone_numbers n WHERE n.list_id = $1 AND ${numberInScope(2)}`,
        [listId, scope],
      );
      const perAccount = await database.query<Record<string, number | string>>(
        `SELECT n.account_id, count(*) AS assigned,
           count(*) FILTER (WHERE n.status = 'PENDING' AND NOT ${HELD}) AS pending,
           count(*) FILTER (WHERE n.status = 'PENDING' AND ${HELD}) AS processing,
           count(*) FILTER (WHERE n.status = 'SUCCESS') AS success,
           count(*) FILTER (WHERE n.status = 'FAILED') AS failed
         FROM phone_numbers n WHERE n.list_id = $1 AND n.account_id IS NOT NULL AND ${numberInScope(2)} GROUP BY n.account_id`,
        [listId, scope],
      );
      const byAccount = new Map(perAccount.map((row) => [String(row.account_id), row]));
      // By account name, as the accounts' names sort; an account gone since is left out.
      const accounts = await sortedAccountNames(database, [...byAccount.keys()]);
      return {
        importStats: {
          total: num(counts.total), pending: num(counts.pending), processing: num(counts.processing),
          success: num(counts.success), failed: num(counts.failed), skipped: num(counts.skipped),
        },
        distributionSummary: {
          accountsUsed: accounts.map((account) => {
            const row = byAccount.get(account.id) as Record<string, number | string>;
            return {
              accountId: account.id, accountName: account.displayName, assigned: num(row.assigned), pending: num(row.pending),
              processing: num(row.processing), success: num(row.success), failed: num(row.failed),
            };
          }),
        },
      };
    },
  };
}
