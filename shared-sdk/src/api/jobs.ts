import { apiClient, call } from '../http/client';
import {
  type CreateJobFormOutput,
  type CreatedJobs,
  delaysFromInterval,
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
import type { MessageToFriendsRequest, MessageToGroupMembersRequest, MessageToThreadRequest } from '../schemas/job-requests';

const byId = (id: string) => `jobs/${encodeURIComponent(id)}`;
const definedOnly = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

/** /api/v1/jobs (spec part 3 §7): a failure is an ApiError carrying the server's text. */
export const jobsApi = {
  list: (query: Partial<JobListQuery>) => call<JobList>(apiClient().get('jobs', { searchParams: definedOnly(query) })),
  get: (id: string) => call<Job>(apiClient().get(byId(id))),
  cancel: (id: string) => call<Job>(apiClient().post(`${byId(id)}/cancel`)),
  stats: (accountId?: string) =>
    call<JobStats>(apiClient().get('jobs/stats/summary', { searchParams: accountId ? { accountId } : undefined })),
  /** Messages sent and failed per day over the last `days` days (Asia/Ho_Chi_Minh). */
  dailyActivity: (days?: number) =>
    call<JobDailyActivity>(apiClient().get('jobs/stats/daily', { searchParams: days ? { days } : undefined })),
  recipients: (id: string, query: { page?: number; limit?: number; status?: RecipientStatus } = {}) =>
    call<JobRecipientList>(apiClient().get(`${byId(id)}/recipients`, { searchParams: definedOnly(query) })),
  friendRequestLimits: (id: string) => call<FriendRequestLimits>(apiClient().get(`${byId(id)}/friend-request-limits`)),

  messageToFriends: (body: MessageToFriendsRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-friends', { json: body })),
  messageToGroupMembers: (body: MessageToGroupMembersRequest) =>
    call<CreatedJobs>(apiClient().post('jobs/message/to-group-members', { json: body })),
  messageToThread: (body: MessageToThreadRequest) => call<CreatedJobs>(apiClient().post('jobs/message/to-thread', { json: body })),

  /**
   * The generic create of the jobs page (spec part 3 §7): each type maps to its message call; delayMin is the
   * whole seconds of delayBetweenMessages and delayMax is delayMin + 2. Any other type fails.
   */
  create: (form: CreateJobFormOutput): Promise<CreatedJobs> => {
    const { delayMin, delayMax } = delaysFromInterval(form.metadata.delayBetweenMessages);
    const common = {
      accountId: form.accountId,
      message: form.message,
      delayMin,
      delayMax,
      priority: form.priority,
      maxRetries: form.maxRetries,
      scheduledAt: form.scheduledAt ?? null,
      metadata: { ...form.metadata, source: 'jobs-page' },
    };
    switch (form.type) {
      case 'TO_FRIENDS':
        return jobsApi.messageToFriends(common);
      case 'TO_GROUP_MEMBERS':
        return jobsApi.messageToGroupMembers({ ...common, groupId: form.metadata.targetGroupId ?? '' });
      case 'TO_THREAD':
        return jobsApi.messageToThread({ ...common, threadId: form.metadata.targetThreadId ?? '', threadType: 'user' });
      default:
        return Promise.reject(new Error(JOB_MESSAGES.unsupportedType));
    }
  },
};
