import type { FastifyInstance } from 'fastify';
import type { FriendList, GroupList } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { SocialService } from './service';

type ById = { Params: { id: string } };

/** GET /accounts/{id}/groups and /accounts/{id}/friends (spec part 2 §7): live from the platform. */
export async function socialRoutes(app: FastifyInstance, options: { social: SocialService; requireUser: AuthGuard }) {
  const { social, requireUser } = options;
  app.addHook('preHandler', requireUser);

  app.get<ById>('/accounts/:id/groups', async (request) => {
    const groups = await social.groups(request.user.id, request.params.id);
    return ok<GroupList>({ groups });
  });

  app.get<ById>('/accounts/:id/friends', async (request) => {
    const friends = await social.friends(request.user.id, request.params.id);
    return ok<FriendList>({ friends });
  });
}
