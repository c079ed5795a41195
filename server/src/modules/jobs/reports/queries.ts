import type { Database } from '../../../db/client';

/**
 * The reports' statements. Every figure but by-job and the opt-outs comes from the pre-aggregated tables the engine
 * and the reply attribution keep (job_daily_activity: one row per user, Vietnamese day and account; reply_hours: per
 * user, day, account and hour), so a report reads at most a few thousand rows however many recipients and messages
 * are behind them. Each statement is scoped by the workspace and the viewer's accounts, and by the account when
 * `accountId` is given.
 */

/** A report's range: Vietnamese days (both included) and the instants they span, [startsAt, endsAt). */
export interface ReportRange {
  from: string;
  to: string;
  startsAt: Date;
  endsAt: Date;
  accountId: string | null;
  /** The viewer's accounts as scopeParam gives them: null for every account, else an AGENT's. */
  scope: string | null;
}

export interface ActivityTotals {
  sent: number;
  failed: number;
  skipped: number;
  messages: number;
  replied: number;
  friendRequests: number;
  accepted: number;
}

const ACTIVITY_SUMS = `coalesce(sum(sent), 0)::int AS "sent", coalesce(sum(failed), 0)::int AS "failed",
  coalesce(sum(skipped), 0)::int AS "skipped", coalesce(sum(messages_sent), 0)::int AS "messages",
  coalesce(sum(replied), 0)::int AS "replied", coalesce(sum(friend_requests), 0)::int AS "friendRequests",
  coalesce(sum(accepted), 0)::int AS "accepted"`;
/** $1 workspace, $2 first day, $3 last day, $4 account or null, $5 the viewer's accounts or null. */
const ACTIVITY_WHERE = `workspace_id = $1 AND day BETWEEN $2::date AND $3::date AND ($4::uuid IS NULL OR account_id = $4::uuid)
  AND ($5::uuid[] IS NULL OR account_id = ANY($5::uuid[]))`;

export interface JobRowOfReport {
  id: string;
  type: string;
  source: string | null;
  account_name: string | null;
  created_at: Date | string;
  success_count: number;
  replied_count: number;
  accepted_count: number;
  variants: { variant: number; sent: number; replied: number }[] | string;
}

export function createReportQueries(database: Pick<Database, 'query'>) {
  const activityParams = (workspaceId: string, range: ReportRange) => [workspaceId, range.from, range.to, range.accountId, range.scope];
  return {
    async totals(workspaceId: string, range: ReportRange): Promise<ActivityTotals> {
      const [row] = await database.query<ActivityTotals>(`SELECT ${ACTIVITY_SUMS} FROM job_daily_activity WHERE ${ACTIVITY_WHERE}`, activityParams(workspaceId, range));
      return row;
    },

    /** The days with activity (to_char: the drivers disagree on how they hand back a `date`). */
    days(workspaceId: string, range: ReportRange): Promise<(ActivityTotals & { date: string })[]> {
      return database.query<ActivityTotals & { date: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS "date", ${ACTIVITY_SUMS} FROM job_daily_activity WHERE ${ACTIVITY_WHERE} GROUP BY day ORDER BY day`,
        activityParams(workspaceId, range),
      );
    },

    /** Each account with activity in the range (rows counted under no account have NO_ACCOUNT_ID), most sent first. */
    accounts(workspaceId: string, range: ReportRange): Promise<(ActivityTotals & { accountId: string })[]> {
      return database.query<ActivityTotals & { accountId: string }>(
        `SELECT account_id::text AS "accountId", ${ACTIVITY_SUMS} FROM job_daily_activity WHERE ${ACTIVITY_WHERE}
          GROUP BY account_id
         HAVING sum(sent) + sum(failed) + sum(skipped) + sum(replied) + sum(accepted) > 0
          ORDER BY sum(sent) DESC, account_id`,
        activityParams(workspaceId, range),
      );
    },

    /** The jobs created in the range, newest first, at most `limit`, each with its variants' counts (A…E order). */
    jobs(workspaceId: string, range: ReportRange, limit: number): Promise<JobRowOfReport[]> {
      return database.query<JobRowOfReport>(
        `SELECT j.id, j.type, j.metadata->>'source' AS source, j.account_name, j.created_at, j.success_count, j.replied_count, j.accepted_count,
           (SELECT coalesce(json_agg(json_build_object('variant', v.variant, 'sent', v.sent, 'replied', v.replied) ORDER BY v.variant), '[]'::json)
              FROM job_variants v WHERE v.job_id = j.id) AS variants
           FROM jobs j
          WHERE j.workspace_id = $1 AND j.created_at >= $2 AND j.created_at < $3 AND ($4::uuid IS NULL OR j.account_id = $4::uuid)
            AND ($6::uuid[] IS NULL OR j.account_id = ANY($6::uuid[]))
          ORDER BY j.created_at DESC, j.id DESC
          LIMIT $5`,
        [workspaceId, range.startsAt.toISOString(), range.endsAt.toISOString(), range.accountId, limit, range.scope],
      );
    },

    /** Replies by the weekday (0 = Sunday) and hour they came, over the days of the range; only non-zero cells. */
    heatmap(workspaceId: string, range: ReportRange): Promise<{ weekday: number; hour: number; replies: number }[]> {
      return database.query<{ weekday: number; hour: number; replies: number }>(
        `SELECT extract(dow FROM day)::int AS weekday, hour::int AS hour, sum(replies)::int AS replies
           FROM reply_hours WHERE ${ACTIVITY_WHERE}
          GROUP BY 1, 2 HAVING sum(replies) > 0 ORDER BY 1, 2`,
        activityParams(workspaceId, range),
      );
    },
  };
}
export type ReportQueries = ReturnType<typeof createReportQueries>;
