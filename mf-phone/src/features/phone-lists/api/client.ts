import { apiClient, type Attachment, call, type Pagination } from 'shared-sdk';
import type {
  FriendRequestScheduleInput,
  MessageExecution,
  MessageScheduleInput,
  PhoneEntry,
  PhoneEntryStatus,
  PhoneImportInput,
  PhoneImportPreview,
  PhoneList,
  PhoneListPage,
  PhoneListSchedule,
  PhoneListStats,
  PhoneLookupResult,
} from './contract';

/**
 * The phone-lists and by-phone calls (spec part 3 §7). A stand-in until the server branch (phone-server) lands
 * shared-sdk/src/api/phone-lists.ts: then the feature calls that and this file goes.
 */
const byId = (id: string) => `phone-lists/${encodeURIComponent(id)}`;
const byAccount = (id: string) => `accounts/${encodeURIComponent(id)}`;

/** A multipart body; the client's JSON content type is dropped so that fetch sets the multipart boundary. */
function multipart(fields: Record<string, string | Blob | undefined>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
  return { body, headers: { 'content-type': undefined } };
}

const definedOnly = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<string, string | number>;

export const phoneListsApi = {
  list: (query: { page: number; limit: number }) => call<PhoneListPage>(apiClient().get('phone-lists', { searchParams: query })),
  remove: (id: string) => call<unknown>(apiClient().delete(byId(id))),
  updateStatus: (id: string, body: { status: 'PAUSED' | 'PROCESSING' }) => call<PhoneList>(apiClient().patch(`${byId(id)}/status`, { json: body })),
  retryFailed: (id: string) => call<{ totalDistributed: number }>(apiClient().post(`${byId(id)}/retry-failed`)),
  executeSchedule: (scheduleId: string) => call<unknown>(apiClient().post(`phone-lists/schedules/${encodeURIComponent(scheduleId)}/execute`)),
  preview: (file: File) => call<PhoneImportPreview>(apiClient().post('phone-lists/preview', multipart({ file }))),
  importList: (input: PhoneImportInput) => call<{ validNumbers: number }>(apiClient().post('phone-lists/import', multipart({ ...input }))),
  updateAccountQuota: (accountId: string, body: { dailyLimit: number }) =>
    call<unknown>(apiClient().patch(`phone-lists/accounts/${encodeURIComponent(accountId)}/quota`, { json: body })),
  scheduleFriendRequests: (id: string, body: FriendRequestScheduleInput) =>
    call<unknown>(apiClient().post(`${byId(id)}/schedule/friend-request`, { json: body })),
  scheduleMessages: (id: string, body: MessageScheduleInput) => call<unknown>(apiClient().post(`${byId(id)}/schedule/message`, { json: body })),
  stats: (id: string) => call<PhoneListStats>(apiClient().get(`${byId(id)}/stats`)),
  friendRequestSchedules: (id: string) => call<{ schedules: PhoneListSchedule[] }>(apiClient().get(`${byId(id)}/schedules/friend-requests`)),
  messageSchedules: (id: string) => call<{ schedules: PhoneListSchedule[] }>(apiClient().get(`${byId(id)}/schedules/messages`)),
  numbers: (id: string, query: { page: number; limit: number; status?: PhoneEntryStatus }) =>
    call<{ phoneNumbers: PhoneEntry[]; pagination: Pagination }>(apiClient().get(`${byId(id)}/numbers`, { searchParams: definedOnly(query) })),
  messageExecutions: (id: string, query: { page: number; limit: number }) =>
    call<{ executions: MessageExecution[]; pagination: Pagination }>(apiClient().get(`${byId(id)}/message-executions`, { searchParams: query })),
};

export const byPhoneApi = {
  findUser: (accountId: string, phone: string) =>
    call<PhoneLookupResult>(apiClient().get(`${byAccount(accountId)}/find-user`, { searchParams: { phone } })),
  friendRequest: (accountId: string, body: { phoneNumber: string; message: string }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/friend-request-by-phone`, { json: body })),
  message: (accountId: string, body: { phoneNumber: string; message: string; attachments: Attachment[] }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/message-by-phone`, { json: body })),
  friendRequestAndMessage: (accountId: string, body: { phoneNumber: string; friendRequestMessage: string; message: string; attachments: Attachment[] }) =>
    call<PhoneLookupResult>(apiClient().post(`${byAccount(accountId)}/friend-request-and-message-by-phone`, { json: body })),
};
