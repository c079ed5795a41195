import type { FastifyInstance } from 'fastify';
import { ScheduleUpdateSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import type { SchedulesService } from './service';

type ById = { Params: { id: string } };

/** /schedules: every recurring schedule of the workspace, whatever its kind (an AGENT's: those of their accounts only). */
export async function schedulesRoutes(app: FastifyInstance, options: { schedules: SchedulesService; requireUser: AuthGuard }) {
  const { schedules, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get('/schedules', async (request) => ok(await schedules.list(request.workspace.id, accountScope(request.workspace))));
  app.patch<ById>('/schedules/:id', async (request) =>
    ok(await schedules.update(request.workspace.id, request.params.id, parse(ScheduleUpdateSchema, request.body), accountScope(request.workspace))),
  );
  app.delete<ById>('/schedules/:id', async (request) => ok(await schedules.remove(request.workspace.id, request.params.id, accountScope(request.workspace))));
}
