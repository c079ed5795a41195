import type { FastifyInstance } from 'fastify';
import { BulkMembersSchema, FilteredGroupsQuerySchema, GroupMembersQuerySchema, PendingFriendsSchema } from 'shared-sdk/schemas';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import type { GroupsService } from './groups-service';
import type { GroupMembersService } from './members';
import { groupFilterOf } from './repo';

type ById = { Params: { id: string } };
type ByGroup = { Params: { id: string; groupId: string } };

/**
 * GET /accounts/{id}/groups (stored), POST /accounts/{id}/groups/sync, GET /group-tags/filtered-groups, and the
 * member reads: members, bulk-members, pending-friends. The member jobs are job-creation routes. An AGENT works only
 * with the accounts given to them: another account's route is a 403, the filtered list keeps to theirs.
 */
export async function groupsRoutes(app: FastifyInstance, options: { groups: GroupsService; members: GroupMembersService }) {
  const { groups, members } = options;

  app.get<ById>('/accounts/:id/groups', async (request) => ok({ groups: await groups.list(request.workspace.id, request.params.id) }));
  app.post<ById>('/accounts/:id/groups/sync', async (request) => ok(await groups.sync(request.workspace.id, request.params.id)));

  app.get('/group-tags/filtered-groups', async (request) => {
    const query = parse(FilteredGroupsQuerySchema, request.query);
    return ok(await groups.filtered(request.workspace.id, { ...groupFilterOf(query), scope: accountScope(request.workspace), offset: query.offset, limit: query.limit }));
  });

  app.get<ByGroup>('/accounts/:id/groups/:groupId/members', async (request) => {
    const paging = parse(GroupMembersQuerySchema, request.query);
    return ok(await members.members(request.workspace.id, request.params.id, request.params.groupId, paging));
  });
  app.post<ById>('/accounts/:id/groups/bulk-members', async (request) =>
    ok(await members.bulkMembers(request.workspace.id, request.params.id, parse(BulkMembersSchema, request.body).groupIds)),
  );
  app.post<ById>('/accounts/:id/groups/pending-friends', async (request) =>
    ok(await members.pendingFriends(request.workspace.id, request.params.id, parse(PendingFriendsSchema, request.body))),
  );
}
