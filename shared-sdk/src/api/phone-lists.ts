import { apiClient, call } from '../http/client';
import type { Attachment } from '../schemas/job-requests';
import type {
  PhoneAccountQuota,
  PhoneEntryStatus,
  PhoneExecutionsPage,
  PhoneFriendRequestScheduleInput,
  PhoneImportInput,
  PhoneImportPreview,
  PhoneImportResult,
  PhoneList,
  PhoneListPage,
  PhoneListSchedule,
  PhoneListStats,
  PhoneLookupResult,
  PhoneMessageScheduleInput,
  PhoneNumbersPage,
  PhoneQuotaInput,
  PhoneScheduleRun,
  PhoneScheduleUpdateInput,
} from '../schemas/phone-lists';

const byId = (id: string) => `phone-lists/${encodeURIComponent(id)}`;
const bySchedule = (id: string) => `phone-lists/schedules/${encodeURIComponent(id)}`;
const byAccount = (id: string) => `accounts/${encodeURIComponent(id)}`;

/** A multipart body; the client's JSON content type is dropped so that fetch sets the multipart boundary. */
function multipart(fields: Record<string, string | Blob | undefined>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  return { body, headers: { 'content-type': undefined } };
}

const definedOnly = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

export interface PhoneNumbersQuery {
  page: number;
  limit: number;
  status?: PhoneEntryStatus;
  accountId?: string;
}

/** /api/v1/phone-lists: every call; a failure is an ApiError with the server's text. */
export const phoneListsApi = {
  preview: (file: File) => call<PhoneImportPreview>(apiClient().post('phone-lists/preview', multipart({ file }))),
  importList: (input: PhoneImportInput) => call<PhoneImportResult>(apiClient().post('phone-lists/import', multipart({ ...input }))),
  list: (query: { page: number; limit: number }) => call<PhoneListPage>(apiClient().get('phone-lists', { searchParams: query })),
  get: (id: string) => call<PhoneList>(apiClient().get(byId(id))),
  remove: (id: string) => call<{ id: string }>(apiClient().delete(byId(id))),
  distribute: (id: string) => call<{ totalDistributed: number }>(apiClient().post(`${byId(id)}/distribute`)),
  scheduleFriendRequests: (id: string, body: PhoneFriendRequestScheduleInput) =>
    call<{ schedule: PhoneListSchedule; doNotContactExcluded?: number }>(apiClient().post(`${byId(id)}/schedule/friend-request`, { json: body })),
  scheduleMessages: (id: string, body: PhoneMessageScheduleInput) =>
    call<{ schedule: PhoneListSchedule; doNotContactExcluded?: number }>(apiClient().post(`${byId(id)}/schedule/message`, { json: body })),
  updateStatus: (id: string, body: { status: 'PAUSED' | 'PROCESSING' }) => call<PhoneList>(apiClient().patch(`${byId(id)}/status`, { json: body })),
  /** Every run of the list (friend requests and messages), newest first. */
  executions: (id: string, query: { page: number; limit: number }) => call<PhoneExecutionsPage>(apiClient().get(`${byId(id)}/executions`, { searchParams: query })),
  /** The message runs only. */
  messageExecutions: (id: string, query: { page: number; limit: number }) =>
    call<PhoneExecutionsPage>(apiClient().get(`${byId(id)}/message-executions`, { searchParams: query })),
  stats: (id: string) => call<PhoneListStats>(apiClient().get(`${byId(id)}/stats`)),
  numbers: (id: string, query: PhoneNumbersQuery) => call<PhoneNumbersPage>(apiClient().get(`${byId(id)}/numbers`, { searchParams: definedOnly({ ...query }) })),
  retryFailed: (id: string) => call<{ totalDistributed: number }>(apiClient().post(`${byId(id)}/retry-failed`)),
  updateSchedule: (scheduleId: string, body: PhoneScheduleUpdateInput) => call<{ schedule: PhoneListSchedule }>(apiClient().patch(bySchedule(scheduleId), { json: body })),
  executeSchedule: (scheduleId: string) => call<PhoneScheduleRun>(apiClient().post(`${bySchedule(scheduleId)}/execute`)),
  /** Every ACTIVE account's saved daily quotas (the defaults where none was saved). */
  accountQuotas: () => call<{ quotas: PhoneAccountQuota[] }>(apiClient().get('phone-lists/accounts/quotas')),
  updateAccountQuota: (accountId: string, body: PhoneQuotaInput) =>
    call<PhoneAccountQuota>(apiClient().patch(`phone-lists/accounts/${encodeURIComponent(accountId)}/quota`, { json: body })),
  friendRequestSchedules: (id: string) => call<{ schedules: PhoneListSchedule[] }>(apiClient().get(`${byId(id)}/schedules/friend-requests`)),
  messageSchedules: (id: string) => call<{ schedules: PhoneListSchedule[] }>(apiClient().get(`${byId(id)}/schedules/messages`)),
};

/** One number, one account. */
export const byPhoneApi = {
  findUser: (accountId: string, phone: string) => call<PhoneLookupResult>(apiClient().get(`${byAccount(accountId)}/find-user`, { searchParams: { phone } })),
  friendRequest: (accountId: string, body: { phoneNumber: string; message: string }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/friend-request-by-phone`, { json: body })),
  message: (accountId: string, body: { phoneNumber: string; message: string; attachments: Attachment[] }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/message-by-phone`, { json: body })),
  friendRequestAndMessage: (accountId: string, body: { phoneNumber: string; friendRequestMessage: string; message: string; attachments: Attachment[] }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/friend-request-and-message-by-phone`, { json: body })),
};
