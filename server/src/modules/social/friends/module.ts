import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import type { AccountSessions } from '../../bots';
import { createFriendsService } from './friends-service';
import { friendsRoutes } from './friends-routes';
import { createFriendsRepo } from './repo';
import { sentRequestRoutes } from './sent-request-routes';
import { createSentRequestsService } from './sent-requests';
import { friendTagRoutes } from './tag-routes';
import { createFriendTagsRepo } from './tags-repo';
import { createFriendTagsService } from './tags-service';

export interface FriendsModuleDeps {
  database: Database;
  sessions: AccountSessions;
  requireUser: AuthGuard;
}

/** Stored friends, friend tags and sent friend requests (spec part 2). */
export function createFriendsModule({ database, sessions, requireUser }: FriendsModuleDeps) {
  const repo = createFriendsRepo(database);
  const friends = createFriendsService({ repo, sessions });
  const tags = createFriendTagsService({ tags: createFriendTagsRepo(database), friends: repo });
  const sent = createSentRequestsService({ sql: database, sessions });
  return {
    repo,
    friends,
    recipients: friends.recipients,
    async routes(app: FastifyInstance) {
      app.addHook('preHandler', requireUser);
      await app.register(friendsRoutes, { friends });
      await app.register(friendTagRoutes, { tags });
      await app.register(sentRequestRoutes, { sent });
    },
  };
}
export type FriendsModule = ReturnType<typeof createFriendsModule>;
