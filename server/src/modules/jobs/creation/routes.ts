import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AutoFriendRequestSchema,
  BulkGroupsByTagsSchema,
  BulkGroupsSchema,
  BulkMessageMembersSchema,
  CREATABLE_JOB_TYPES,
  type CreatedJobs,
  CreateJobFormSchema,
  FriendRequestByGroupSchema,
  FriendRequestToSharedListMembersSchema,
  InviteSharedListMembersSchema,
  type Job,
  JOB_MESSAGES,
  jobRequestOfForm,
  MemberFriendRequestsSchema,
  MessageMembersSchema,
  MessageToFriendsSchema,
  MessageToGroupMembersSchema,
  MessageToGroupSchema,
  MessageToGroupsSchema,
  MessageToManyGroupMembersSchema,
  MessageToPendingListMembersSchema,
  MessageToSharedListMembersSchema,
  MessageToThreadSchema,
  SharedListMessageScheduleSchema,
  PhoneFriendRequestScheduleSchema,
  PhoneMessageScheduleSchema,
  PhoneScheduleUpdateSchema,
} from 'shared-sdk/schemas';
import type { AuthGuard } from '../../../http/auth-guard';
import { DECODE_DATA_URLS, registerAttachmentBodyReader } from '../../../http/attachment-body';
import { ATTACHMENT_BODY_LIMIT, type BigBodyGate } from '../../../http/big-bodies';
import { ok } from '../../../http/envelope';
import { badRequest } from '../../../http/errors';
import { parse } from '../../../http/validate';
import { accountScope } from '../../../http/workspace-access';
import type { JobCreation } from './service';

type ById = { Params: { id: string } };
type ByGroup = { Params: { id: string; groupId: string } };

const created = (jobs: Job[]) => ok<CreatedJobs>({ jobs });

/** The job-creation calls under /jobs. */
export async function jobCreationRoutes(app: FastifyInstance, options: { creation: JobCreation; requireUser: AuthGuard; bigBodies: BigBodyGate }) {
  const { creation, requireUser, bigBodies } = options;
  // Each call as the member makes it: only from their accounts, the jobs remembering who asked.
  const as = (request: FastifyRequest) => creation.forMember({ personId: request.user.id, accounts: accountScope(request.workspace) });
  // Before the body is read: a stranger's 70 MB is refused without reading it.
  app.addHook('onRequest', requireUser);
  registerAttachmentBodyReader(app);
  // Jobs store their attachments as files: decoded while the body arrives. Schedules keep them as sent.
  const withFiles = { bodyLimit: ATTACHMENT_BODY_LIMIT, onRequest: bigBodies, config: DECODE_DATA_URLS };
  const withStoredFiles = { bodyLimit: ATTACHMENT_BODY_LIMIT, onRequest: bigBodies };

  /** The jobs-page form as API users send it, mapped exactly as the web app's jobsApi.create maps it. */
  app.post('/jobs', withFiles, async (request) => {
    const type = (request.body as { type?: unknown } | undefined)?.type;
    if (typeof type === 'string' && !(CREATABLE_JOB_TYPES as readonly string[]).includes(type)) throw badRequest(JOB_MESSAGES.unsupportedType);
    const mapped = jobRequestOfForm(parse(CreateJobFormSchema, request.body), 'api');
    const workspaceId = request.workspace.id;
    const calls = as(request);
    switch (mapped?.endpoint) {
      case 'message/to-friends':
        return created(await calls.messageToFriends(workspaceId, parse(MessageToFriendsSchema, mapped.body)));
      case 'message/to-group-members':
        return created(await calls.messageToGroupMembers(workspaceId, parse(MessageToGroupMembersSchema, mapped.body)));
      case 'message/to-thread':
        return created(await calls.messageToThread(workspaceId, parse(MessageToThreadSchema, mapped.body)));
      default:
        throw badRequest(JOB_MESSAGES.unsupportedType);
    }
  });

  app.post('/jobs/message/to-friends', withFiles, async (request) =>
    created(await as(request).messageToFriends(request.workspace.id, parse(MessageToFriendsSchema, request.body))),
  );
  app.post('/jobs/message/to-group', withFiles, async (request) =>
    created(await as(request).messageToGroup(request.workspace.id, parse(MessageToGroupSchema, request.body))),
  );
  // After a select-all on the groups page: one job per selected group, created together (not a spec call).
  app.post('/jobs/message/to-groups', withFiles, async (request) =>
    created(await as(request).messageToGroups(request.workspace.id, parse(MessageToGroupsSchema, request.body))),
  );
  app.post('/jobs/message/to-group-members', withFiles, async (request) =>
    created(await as(request).messageToGroupMembers(request.workspace.id, parse(MessageToGroupMembersSchema, request.body))),
  );
  app.post('/jobs/message/bulk-to-group-members', withFiles, async (request) =>
    created(await as(request).messageToManyGroupMembers(request.workspace.id, parse(MessageToManyGroupMembersSchema, request.body))),
  );
  app.post('/jobs/message/to-thread', withFiles, async (request) =>
    created(await as(request).messageToThread(request.workspace.id, parse(MessageToThreadSchema, request.body))),
  );
  app.post('/jobs/friend-request/by-group', async (request) =>
    created(await as(request).friendRequestByGroup(request.workspace.id, parse(FriendRequestByGroupSchema, request.body))),
  );
  app.post('/jobs/auto-friend-request', async (request) =>
    created(await as(request).autoFriendRequest(request.workspace.id, parse(AutoFriendRequestSchema, request.body))),
  );

  // The answer's data.data has executionId and jobId (or, on a schedule, the schedule's id).
  app.post('/jobs/message/bulk-groups', withFiles, async (request) =>
    ok(await as(request).bulkGroups(request.workspace.id, parse(BulkGroupsSchema, request.body))),
  );
  app.post('/jobs/message/bulk-groups-by-tags', withFiles, async (request) =>
    created(await as(request).bulkGroupsByTags(request.workspace.id, parse(BulkGroupsByTagsSchema, request.body))),
  );

  // The members viewer's jobs: under the account's groups, like the reads in social/groups.
  app.post<ByGroup>('/accounts/:id/groups/:groupId/friend-requests', async (request) =>
    created(await as(request).memberFriendRequests(request.workspace.id, request.params.id, request.params.groupId, parse(MemberFriendRequestsSchema, request.body))),
  );
  app.post<ByGroup>('/accounts/:id/groups/:groupId/message-members', withFiles, async (request) =>
    created(await as(request).messageMembers(request.workspace.id, request.params.id, request.params.groupId, parse(MessageMembersSchema, request.body))),
  );
  app.post<ById>('/accounts/:id/groups/bulk-message-members', withFiles, async (request) =>
    created(await as(request).bulkMessageMembers(request.workspace.id, request.params.id, parse(BulkMessageMembersSchema, request.body))),
  );

  // Members of a stored shared list by their row ids (the shared-lists module resolves them); the pending-friends
  // panel's call has no list: its member ids are platform ids of the account.
  app.post('/jobs/message/to-shared-pending-list-members', withFiles, async (request) =>
    created(await as(request).messageToListMembers(request.workspace.id, parse(MessageToSharedListMembersSchema, request.body), 'shared-list')),
  );
  app.post('/jobs/message/to-pending-list-members', withFiles, async (request) =>
    created(await as(request).messageToListMembers(request.workspace.id, parse(MessageToPendingListMembersSchema, request.body), 'pending-list')),
  );
  app.post('/jobs/friend-request/to-shared-pending-list-members', async (request) =>
    created(await as(request).friendRequestToListMembers(request.workspace.id, parse(FriendRequestToSharedListMembersSchema, request.body))),
  );
  app.post('/jobs/invite-to-group-shared-pending-list-members', async (request) =>
    created(await as(request).inviteListMembers(request.workspace.id, parse(InviteSharedListMembersSchema, request.body))),
  );
  // A phone list's schedules: kinds of the one job scheduler, their runs are jobs.
  app.post<ById>('/phone-lists/:id/schedule/friend-request', withStoredFiles, async (request) =>
    ok(await as(request).phoneSchedules.scheduleFriendRequests(request.workspace.id, request.params.id, parse(PhoneFriendRequestScheduleSchema, request.body))),
  );
  app.post<ById>('/phone-lists/:id/schedule/message', withStoredFiles, async (request) =>
    ok(await as(request).phoneSchedules.scheduleMessages(request.workspace.id, request.params.id, parse(PhoneMessageScheduleSchema, request.body))),
  );
  app.get<ById>('/phone-lists/:id/schedules/friend-requests', async (request) => ok(await as(request).phoneSchedules.schedulesOf(request.workspace.id, request.params.id, 'friend-request')));
  app.get<ById>('/phone-lists/:id/schedules/messages', async (request) => ok(await as(request).phoneSchedules.schedulesOf(request.workspace.id, request.params.id, 'message')));
  app.patch<ById>('/phone-lists/schedules/:id', async (request) => ok(await as(request).phoneSchedules.update(request.workspace.id, request.params.id, parse(PhoneScheduleUpdateSchema, request.body))));
  app.post<ById>('/phone-lists/schedules/:id/execute', async (request) => ok(await as(request).phoneSchedules.execute(request.workspace.id, request.params.id)));

  app.post<{ Params: { id: string } }>('/shared-pending/lists/:id/schedule/message', withStoredFiles, async (request) =>
    ok(await as(request).scheduleListMessages(request.workspace.id, request.params.id, parse(SharedListMessageScheduleSchema, request.body))),
  );
}
