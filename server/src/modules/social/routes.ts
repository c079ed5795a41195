import type { FastifyInstance } from 'fastify';
import type { GroupList } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { SocialService } from './service';

type ById = { Params: { id: string } };

/** GET /accounts/{id}/groups (spec part 2 §7): live from the platform. Friends are stored: see ./friends. */
export async function socialRoutes(app: FastifyInstance, options: { social: SocialService; requireUser: AuthGuard }) {
  const { social, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get<ById>('/accounts/:id/groups', async (request) => {
    const groups = await social.groups(request.user.id, request.params.id);
    return ok<GroupList>({ groups });
  });
}
