import { apiClient, call } from '../http/client';
import {
  type CreateJobForm,
  type CreateJobFormOutput,
  type CreatedJobs,
  type FriendRequestLimits,
  type Job,
  type JobDailyActivity,
  type JobList,
  type JobListQuery,
  type JobRecipientList,
  JOB_MESSAGES,
  type JobStats,
  type RecipientStatus,
} from '../schemas/job';
import {
  type AutoFriendRequestRequest,
  type BulkExecutionStatus,
  type BulkGroupsByTagsRequest,
  type BulkGroupsRequest,
  type BulkGroupsResult,
  type FriendRequestByGroupRequest,
  type FriendRequestToSharedListMembersRequest,
  type InviteSharedListMembersRequest,
  jobRequestOfForm,
  type MessageToFriendsRequest,
  type MessageToGroupMembersRequest,
  type MessageToGroupRequest,
  type MessageToManyGroupMembersRequest,
  type MessageToPendingListMembersRequest,
  type MessageToSharedListMembersRequest,
  type MessageToThreadRequest,
} from '../schemas/job-requests';

import type { RecurringSchedule, ScheduleList, ScheduleUpdate } from '../schemas/schedules';

const byId = (id: string) => `jobs/${encodeURIComponent(id)}`;
const scheduleById = (id: string) => `schedules/${encodeURIComponent(id)}`;
const definedOnly = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number | boolean>;

/** /api/v1/jobs: a failure is an ApiError carrying the server's text. */
export const jobsApi = {
  list: (query: Partial<JobListQuery>) => call<JobList>(apiClient().get('jobs', { searchParams: definedOnly(query) })),
  get: (id: string) => call<Job>(apiClient().get(byId(id))),
  cancel: (id: string) => call<Job>(apiClient().post(`${byId(id)}/cancel`)),
  stats: (accountId?: string) =>
    call<JobStats>(apiClient().get('jobs/stats/summary', { searchParams: accountId ? { accountId } : undefined })),
  /** Messages sent and failed per day over the last `days` days (Asia/Ho_Chi_Minh). */
  dailyActivity: (days?: number) =>
    call<JobDailyActivity>(apiClient().get('jobs/stats/daily', { searchParams: days ? { days } : undefined })),
  /** `replied`: only who replied (true) or who did not (false). */
  recipients: (id: string, query: { page?: number; limit?: number; status?: RecipientStatus; replied?: boolean } = {}) =>
    call<JobRecipientList>(apiClient().get(`${byId(id)}/recipients`, { searchParams: definedOnly(query) })),
  friendRequestLimits: (id: string) => call<FriendRequestLimits>(apiClient().get(`${byId(id)}/friend-request-limits`)),

  messageToFriends: (body: MessageToFriendsRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-friends', { json: body })),
  messageToGroupMembers: (body: MessageToGroupMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/to-group-members', { json: body })),
  messageToThread: (body: MessageToThreadRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-thread', { json: body })),

  /**
   * The generic create of the jobs page: each type maps to its message call; delayMin is the
   * whole seconds of delayBetweenMessages and delayMax is delayMin + 2. Any other type fails.
   */
  create: (form: CreateJobFormOutput): Promise<CreatedJobs> => {
    const request = jobRequestOfForm(form, 'jobs-page');
    switch (request?.endpoint) {
      case 'message/to-friends':
        return jobsApi.messageToFriends(request.body);
      case 'message/to-group-members':
        return jobsApi.messageToGroupMembers(request.body);
      case 'message/to-thread':
        return jobsApi.messageToThread(request.body);
      default:
        return Promise.reject(new Error(JOB_MESSAGES.unsupportedType));
    }
  },

  // ── The other job-creation calls ──
  /** POST /jobs: the jobs-page form as API users send it; the server maps it like `create` does. */
  createFromForm: (form: CreateJobForm) => call<CreatedJobs>(apiClient().post('jobs', { json: form })),
  messageToGroup: (body: MessageToGroupRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-group', { json: body })),
  messageToManyGroupMembers: (body: MessageToManyGroupMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/bulk-to-group-members', { json: body })),
  friendRequestByGroup: (body: FriendRequestByGroupRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/friend-request/by-group', { json: body })),
  autoFriendRequest: (body: AutoFriendRequestRequest) => call<CreatedJobs>(apiClient().post('jobs/auto-friend-request', { json: body })),
  /** Now: `{ data: { executionId, jobId } }`; on a schedule: `{ data: { scheduleId, nextRunAt, … } }`. */
  bulkGroups: (body: BulkGroupsRequest) => call<BulkGroupsResult>(apiClient().post('jobs/message/bulk-groups', { json: body })),
  bulkGroupsStatus: (executionId: string) =>
    call<BulkExecutionStatus>(apiClient().get(`jobs/bulk-groups/${encodeURIComponent(executionId)}/status`)),
  bulkGroupsByTags: (body: BulkGroupsByTagsRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/bulk-groups-by-tags', { json: body })),
  messageToSharedListMembers: (body: MessageToSharedListMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/to-shared-pending-list-members', { json: body })),
  messageToPendingListMembers: (body: MessageToPendingListMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/to-pending-list-members', { json: body })),
  friendRequestToSharedListMembers: (body: FriendRequestToSharedListMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/friend-request/to-shared-pending-list-members', { json: body })),
  inviteSharedListMembers: (body: InviteSharedListMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/invite-to-group-shared-pending-list-members', { json: body })),
};

/** /api/v1/schedules: every recurring schedule of the user, whatever its kind. */
export const schedulesApi = {
  list: () => call<ScheduleList>(apiClient().get('schedules')),
  /** Pause (isActive false), resume (true), or edit what the kind allows; answers the schedule as it is now. */
  update: (id: string, changes: ScheduleUpdate) => call<RecurringSchedule>(apiClient().patch(scheduleById(id), { json: changes })),
  remove: (id: string) => call<{ deleted: true }>(apiClient().delete(scheduleById(id))),
};
