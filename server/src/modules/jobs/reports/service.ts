import {
  type JobType,
  jobTitleOf,
  REPORT_MAX_DAYS,
  REPORT_MAX_JOBS,
  REPORT_MESSAGES,
  type ReportAccountRow,
  type ReportDay,
  type ReportHeatmap,
  type ReportJobRow,
  type ReportQuery,
  type ReportSummary,
} from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../http/errors';
import { accountNames, userAccountIds } from '../../accounts';
import { type AccountScope, scopeParam } from '../account-scope';
import { optOutsBetween } from '../../do-not-contact';
import { rateOf, variantResults } from '../variant-stats';
import { createReportQueries, type JobRowOfReport, type ReportRange } from './queries';

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Midnight UTC of a 'YYYY-MM-DD' that is a real calendar day from 1970 on, else null ('2026-02-30', '0000-01-01'). */
function dayNumber(day: string): number | null {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || at < 0 || new Date(at).toISOString().slice(0, 10) !== day ? null : at;
}

/** The calendar days from `from` to `to`, both included. */
function daysOf(range: ReportRange): string[] {
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const count = Math.round((Date.parse(`${range.to}T00:00:00Z`) - first) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
}

function jobRowOf(row: JobRowOfReport): ReportJobRow {
  const variants = typeof row.variants === 'string' ? (JSON.parse(row.variants) as Exclude<JobRowOfReport['variants'], string>) : row.variants;
  const sent = Number(row.success_count);
  const replied = Number(row.replied_count);
  return {
    jobId: row.id,
    title: jobTitleOf({ type: row.type as JobType, metadata: { source: row.source ?? undefined } }),
    accountName: row.account_name,
    createdAt: new Date(row.created_at).toISOString(),
    sent,
    replied,
    replyRate: rateOf(replied, sent),
    accepted: Number(row.accepted_count),
    variants: variantResults(variants.map((v) => ({ variant: Number(v.variant), sent: Number(v.sent), replied: Number(v.replied) }))),
  };
}

/**
 * The reports over a range of Vietnamese days. Replies and acceptances count on the day of the send they
 * answer (the reply attribution adds them to that day's row when they come), so a late reply raises an earlier
 * day and no report ever recounts recipients; the heatmap counts replies by the day and hour they came.
 */
export function createReportsService(database: Pick<Database, 'query'>) {
  const queries = createReportQueries(database);

  /**
   * The query's days as a range (a real calendar day each, from ≤ to, at most REPORT_MAX_DAYS days) and its account,
   * which must be the user's: another's, or one deleted, is a 404.
   */
  async function rangeOf(workspaceId: string, query: ReportQuery, scope: AccountScope): Promise<ReportRange> {
    const first = dayNumber(query.from);
    const last = dayNumber(query.to);
    if (first === null) throw badRequest(REPORT_MESSAGES.dateInvalid, { from: REPORT_MESSAGES.dateInvalid });
    if (last === null) throw badRequest(REPORT_MESSAGES.dateInvalid, { to: REPORT_MESSAGES.dateInvalid });
    if (last < first) throw badRequest(REPORT_MESSAGES.rangeInvalid, { to: REPORT_MESSAGES.rangeInvalid });
    if ((last - first) / DAY_MS + 1 > REPORT_MAX_DAYS) throw badRequest(REPORT_MESSAGES.rangeTooLong, { to: REPORT_MESSAGES.rangeTooLong });
    const accountId = query.accountId?.toLowerCase() ?? null;
    if (accountId !== null && (await userAccountIds(database, workspaceId, accountId)).length === 0) throw notFound(REPORT_MESSAGES.accountNotFound);
    return {
      from: query.from,
      to: query.to,
      startsAt: new Date(first - VIETNAM_OFFSET_MS),
      endsAt: new Date(last + DAY_MS - VIETNAM_OFFSET_MS),
      accountId,
      scope: scopeParam(scope),
    };
  }

  async function summary(workspaceId: string, range: ReportRange): Promise<ReportSummary> {
    const [totals, optOuts] = await Promise.all([queries.totals(workspaceId, range), optOutsBetween(database, workspaceId, range.startsAt, range.endsAt)]);
    return { ...totals, replyRate: rateOf(totals.replied, totals.messages), optOuts };
  }

  async function daily(workspaceId: string, range: ReportRange): Promise<ReportDay[]> {
    const stored = new Map((await queries.days(workspaceId, range)).map((day) => [day.date, day]));
    return daysOf(range).map((date) => {
      const day = stored.get(date);
      return { date, sent: day?.sent ?? 0, messages: day?.messages ?? 0, replied: day?.replied ?? 0, failed: day?.failed ?? 0 };
    });
  }

  async function byAccount(workspaceId: string, range: ReportRange): Promise<ReportAccountRow[]> {
    const rows = await queries.accounts(workspaceId, range);
    // Current names; an account deleted since (or the key of rows counted under no account) has none.
    const names = await accountNames(database, workspaceId, rows.map((row) => row.accountId));
    return rows.map(({ skipped: _skipped, ...row }) => ({ ...row, accountName: names.get(row.accountId) ?? null, replyRate: rateOf(row.replied, row.messages) }));
  }

  async function byJob(workspaceId: string, range: ReportRange): Promise<ReportJobRow[]> {
    return (await queries.jobs(workspaceId, range, REPORT_MAX_JOBS)).map(jobRowOf);
  }

  async function heatmap(workspaceId: string, range: ReportRange): Promise<ReportHeatmap> {
    return { cells: await queries.heatmap(workspaceId, range) };
  }

  return {
    rangeOf,
    summary: async (workspaceId: string, query: ReportQuery, scope: AccountScope = null) => summary(workspaceId, await rangeOf(workspaceId, query, scope)),
    daily: async (workspaceId: string, query: ReportQuery, scope: AccountScope = null) => daily(workspaceId, await rangeOf(workspaceId, query, scope)),
    byAccount: async (workspaceId: string, query: ReportQuery, scope: AccountScope = null) => byAccount(workspaceId, await rangeOf(workspaceId, query, scope)),
    byJob: async (workspaceId: string, query: ReportQuery, scope: AccountScope = null) => byJob(workspaceId, await rangeOf(workspaceId, query, scope)),
    heatmap: async (workspaceId: string, query: ReportQuery, scope: AccountScope = null) => heatmap(workspaceId, await rangeOf(workspaceId, query, scope)),
    /** Every report of one range at once (the export's five sheets), the account's name when filtered. */
    async all(workspaceId: string, query: ReportQuery, scope: AccountScope = null) {
      const range = await rangeOf(workspaceId, query, scope);
      const [summaryOf, days, accounts, jobs, heat, names] = await Promise.all([
        summary(workspaceId, range),
        daily(workspaceId, range),
        byAccount(workspaceId, range),
        byJob(workspaceId, range),
        heatmap(workspaceId, range),
        range.accountId ? accountNames(database, workspaceId, [range.accountId]) : Promise.resolve(new Map<string, string>()),
      ]);
      return { range, accountName: range.accountId ? (names.get(range.accountId) ?? null) : null, summary: summaryOf, days, accounts, jobs, heatmap: heat };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
