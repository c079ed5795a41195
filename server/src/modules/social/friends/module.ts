import type { FastifyInstance } from 'fastify';
import type { FriendSelection } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import type { AccountSessions } from '../../bots';
import { createTagsRepo, createTagsService, FRIEND_TAGS, tagRoutes } from '../tags';
import { createFriendsService } from './friends-service';
import { friendsRoutes } from './friends-routes';
import { createFriendsRepo, type FriendsListed } from './repo';
import { sentRequestRoutes } from './sent-request-routes';
import { createSentRequestsService, type SentByJobs } from './sent-requests';

export interface FriendsModuleDeps {
  database: Database;
  sessions: AccountSessions;
  requireUser: AuthGuard;
  /** The friend requests the user's jobs sent from an account (the jobs module's). */
  sentByJobs: SentByJobs;
  /** Run in a friend sync's transaction with the friends listed (the jobs module's count of accepted requests). */
  friendsListed?: FriendsListed;
}

/** Stored friends, friend tags and sent friend requests. */
export function createFriendsModule({ database, sessions, requireUser, sentByJobs, friendsListed }: FriendsModuleDeps) {
  const repo = createFriendsRepo(database, friendsListed);
  const friends = createFriendsService({ repo, sessions });
  // A select-all's selection was checked by the assign schema (FriendSelectionSchema).
  const selectTargets = async (workspaceId: string, selection: unknown, scope: string[] | null) =>
    (await friends.selected(workspaceId, selection as FriendSelection, undefined, scope)).map((row) => row.id);
  const tags = createTagsService(FRIEND_TAGS, createTagsRepo(database, FRIEND_TAGS), selectTargets);
  const sent = createSentRequestsService({ sql: database, sessions, sentByJobs });
  return {
    repo,
    friends,
    recipients: friends.recipients,
    /** The friends of a select-all, as job creation resolves them. */
    selected: friends.selected,
    async routes(app: FastifyInstance) {
      app.addHook('preHandler', requireUser);
      await app.register(friendsRoutes, { friends });
      await app.register(tagRoutes, { kind: FRIEND_TAGS, tags });
      await app.register(sentRequestRoutes, { sent });
    },
  };
}
export type FriendsModule = ReturnType<typeof createFriendsModule>;
