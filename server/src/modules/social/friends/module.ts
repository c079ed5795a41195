import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import type { AccountSessions } from '../../bots';
import { createTagsRepo, createTagsService, FRIEND_TAGS, tagRoutes } from '../tags';
import { createFriendsService } from './friends-service';
import { friendsRoutes } from './friends-routes';
import { createFriendsRepo } from './repo';
import { sentRequestRoutes } from './sent-request-routes';
import { createSentRequestsService } from './sent-requests';

export interface FriendsModuleDeps {
  database: Database;
  sessions: AccountSessions;
  requireUser: AuthGuard;
}

/** Stored friends, friend tags and sent friend requests (spec part 2). */
export function createFriendsModule({ database, sessions, requireUser }: FriendsModuleDeps) {
  const repo = createFriendsRepo(database);
  const friends = createFriendsService({ repo, sessions });
  const tags = createTagsService(FRIEND_TAGS, createTagsRepo(database, FRIEND_TAGS));
  const sent = createSentRequestsService({ sql: database, sessions });
  return {
    repo,
    friends,
    recipients: friends.recipients,
    async routes(app: FastifyInstance) {
      app.addHook('preHandler', requireUser);
      await app.register(friendsRoutes, { friends });
      await app.register(tagRoutes, { kind: FRIEND_TAGS, tags });
      await app.register(sentRequestRoutes, { sent });
    },
  };
}
export type FriendsModule = ReturnType<typeof createFriendsModule>;
