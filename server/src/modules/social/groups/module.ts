import type { FastifyInstance } from 'fastify';
import type { GroupSelection } from 'shared-sdk/schemas';
import type { Database } from '../../../db/client';
import type { AuthGuard } from '../../../http/auth-guard';
import type { AccountSessions } from '../../bots';
import { createTagsRepo, createTagsService, GROUP_TAGS, tagRoutes } from '../tags';
import { createGroupsService } from './groups-service';
import { groupsRoutes } from './groups-routes';
import { createGroupMembersService, type GroupMembersDeps } from './members';
import { createGroupsRepo } from './repo';

export interface GroupsModuleDeps {
  database: Database;
  sessions: AccountSessions;
  requireUser: AuthGuard;
  friendUids: GroupMembersDeps['friendUids'];
}

/** Stored groups, group tags, members and pending friends. */
export function createGroupsModule({ database, sessions, requireUser, friendUids }: GroupsModuleDeps) {
  const repo = createGroupsRepo(database);
  const groups = createGroupsService({ repo, sessions });
  const selectedGroupIds = async (workspaceId: string, selection: GroupSelection, accountId: string) =>
    (await groups.selected(workspaceId, selection, { accountId, presentOnly: true })).map((row) => row.groupId);
  const members = createGroupMembersService({ repo, sessions, friendUids, selectedGroupIds });
  // A select-all's selection was checked by the assign schema (GroupSelectionSchema); stopped groups keep their tags too.
  const selectTargets = async (workspaceId: string, selection: unknown, scope: string[] | null) =>
    (await groups.selected(workspaceId, selection as GroupSelection, { scope })).map((row) => row.id);
  const tags = createTagsService(GROUP_TAGS, createTagsRepo(database, GROUP_TAGS), selectTargets);
  return {
    repo,
    groups,
    members,
    async routes(app: FastifyInstance) {
      app.addHook('preHandler', requireUser);
      await app.register(groupsRoutes, { groups, members });
      await app.register(tagRoutes, { kind: GROUP_TAGS, tags });
    },
  };
}
export type GroupsModule = ReturnType<typeof createGroupsModule>;
