import type { FastifyInstance } from 'fastify';
import { ReportExportQuerySchema, ReportQuerySchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { sendWorkbook } from '../../../http/export-reply';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import { reportFileName, reportSheets } from './export';
import type { ReportsService } from './service';

/**
 * /reports: what the outreach achieved over a range of Vietnamese days (`?from&to[&accountId]`), signed in, the
 * workspace's data only (another workspace's account is a 404), an AGENT's figures of their accounts only. The export opens with a download link too.
 */
export async function reportsRoutes(app: FastifyInstance, options: { reports: ReportsService; requireUser: AuthGuard; requireUserOrLink: AuthGuard }) {
  const { reports, requireUser, requireUserOrLink } = options;
  const signedIn = { preHandler: requireUser };

  app.get('/reports/summary', signedIn, async (request) => ok({ summary: await reports.summary(request.workspace.id, parse(ReportQuerySchema, request.query), accountScope(request.workspace)) }));

  app.get('/reports/daily', signedIn, async (request) => ok({ days: await reports.daily(request.workspace.id, parse(ReportQuerySchema, request.query), accountScope(request.workspace)) }));

  app.get('/reports/by-account', signedIn, async (request) => ok({ accounts: await reports.byAccount(request.workspace.id, parse(ReportQuerySchema, request.query), accountScope(request.workspace)) }));

  app.get('/reports/by-job', signedIn, async (request) => ok({ jobs: await reports.byJob(request.workspace.id, parse(ReportQuerySchema, request.query), accountScope(request.workspace)) }));

  app.get('/reports/heatmap', signedIn, async (request) => ok({ heatmap: await reports.heatmap(request.workspace.id, parse(ReportQuerySchema, request.query), accountScope(request.workspace)) }));

  // The five reports as the sheets of one .xlsx (Tổng quan, Theo ngày, Theo tài khoản, Theo công việc, Giờ trả lời).
  app.get('/reports/export', { preHandler: requireUserOrLink }, async (request, reply) => {
    const { format: _xlsx, ...query } = parse(ReportExportQuerySchema, request.query);
    const all = await reports.all(request.workspace.id, query, accountScope(request.workspace));
    return sendWorkbook(reply, reportFileName(all), reportSheets(all));
  });
}
