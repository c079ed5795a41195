import { ApiError } from '../http/api-error';
import { setApiClient } from '../http/client';
import { byPhoneApi, phoneListsApi } from './phone-lists';

/** The calls as the HTTP client receives them (method, path, options); answers come from `answer`. */
interface Options {
  searchParams?: Record<string, unknown>;
  json?: unknown;
  body?: unknown;
  headers?: Record<string, unknown>;
}
interface Sent {
  method: string;
  path: string;
  options: Options;
}
let sent: Sent[];
let answer: () => unknown;

beforeEach(() => {
  sent = [];
  answer = () => ({ success: true, data: {} });
  const verb = (method: string) => (path: string, options: Options = {}) => {
    sent.push({ method, path, options });
    return { json: async () => answer() };
  };
  setApiClient({ get: verb('GET'), post: verb('POST'), patch: verb('PATCH'), delete: verb('DELETE') } as unknown as Parameters<typeof setApiClient>[0]);
});

const last = () => {
  const { method, path, options } = sent[sent.length - 1];
  return { method, path, query: options.searchParams ?? {}, options };
};
const jsonBody = () => last().options.json;

test('lists, numbers and executions carry their paging; an absent status is left out', async () => {
  await phoneListsApi.list({ page: 2, limit: 12 });
  expect(last()).toEqual(expect.objectContaining({ method: 'GET', path: 'phone-lists', query: { page: 2, limit: 12 } }));
  await phoneListsApi.numbers('l/1', { page: 1, limit: 100 });
  expect(last()).toEqual(expect.objectContaining({ path: 'phone-lists/l%2F1/numbers', query: { page: 1, limit: 100 } }));
  await phoneListsApi.numbers('l1', { page: 1, limit: 100, status: 'FAILED' });
  expect(last().query).toEqual({ page: 1, limit: 100, status: 'FAILED' });
  await phoneListsApi.messageExecutions('l1', { page: 1, limit: 20 });
  expect(last()).toEqual(expect.objectContaining({ path: 'phone-lists/l1/message-executions', query: { page: 1, limit: 20 } }));
});

test('the list actions and schedules go to their paths', async () => {
  await phoneListsApi.updateStatus('l1', { status: 'PAUSED' });
  expect(last()).toMatchObject({ method: 'PATCH', path: 'phone-lists/l1/status' });
  expect(jsonBody()).toEqual({ status: 'PAUSED' });
  await phoneListsApi.remove('l1');
  expect(last()).toMatchObject({ method: 'DELETE', path: 'phone-lists/l1' });
  await phoneListsApi.retryFailed('l1');
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/l1/retry-failed' });
  await phoneListsApi.executeSchedule('s1');
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/schedules/s1/execute' });
  await phoneListsApi.updateAccountQuota('a1', { dailyLimit: 80 });
  expect(last()).toMatchObject({ method: 'PATCH', path: 'phone-lists/accounts/a1/quota' });
  expect(jsonBody()).toEqual({ dailyLimit: 80 });
  const schedule = { scheduleTimes: ['09:00'], messageTemplate: 'Xin chào', timezone: 'Asia/Ho_Chi_Minh' as const };
  await phoneListsApi.scheduleFriendRequests('l1', { ...schedule, accountQuotas: [{ accountId: 'a1', dailyLimit: 50 }] });
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/l1/schedule/friend-request' });
  await phoneListsApi.scheduleMessages('l1', schedule);
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/l1/schedule/message' });
  expect(jsonBody()).toEqual(schedule);
  await phoneListsApi.friendRequestSchedules('l1');
  expect(last().path).toBe('phone-lists/l1/schedules/friend-requests');
  await phoneListsApi.messageSchedules('l1');
  expect(last().path).toBe('phone-lists/l1/schedules/messages');
  await phoneListsApi.stats('l1');
  expect(last().path).toBe('phone-lists/l1/stats');
});

test('the four calls the pages had no function for: one list, distribute, every run, a schedule change', async () => {
  await phoneListsApi.get('l/1');
  expect(last()).toMatchObject({ method: 'GET', path: 'phone-lists/l%2F1' });
  await phoneListsApi.distribute('l1');
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/l1/distribute' });
  await phoneListsApi.executions('l1', { page: 2, limit: 20 });
  expect(last()).toEqual(expect.objectContaining({ method: 'GET', path: 'phone-lists/l1/executions', query: { page: 2, limit: 20 } }));
  await phoneListsApi.updateSchedule('s/1', { isActive: false });
  expect(last()).toMatchObject({ method: 'PATCH', path: 'phone-lists/schedules/s%2F1' });
  expect(jsonBody()).toEqual({ isActive: false });
  await phoneListsApi.updateSchedule('s1', { scheduleTimes: ['08:00', '20:00'] });
  expect(jsonBody()).toEqual({ scheduleTimes: ['08:00', '20:00'] });
});

test('the saved quotas of the accounts, and a message quota saved on its own', async () => {
  await phoneListsApi.accountQuotas();
  expect(last()).toMatchObject({ method: 'GET', path: 'phone-lists/accounts/quotas' });
  await phoneListsApi.updateAccountQuota('a1', { messageDailyLimit: 30 });
  expect(last()).toMatchObject({ method: 'PATCH', path: 'phone-lists/accounts/a1/quota' });
  expect(jsonBody()).toEqual({ messageDailyLimit: 30 });
});

test('preview and import are multipart (not JSON) with the file and the fields', async () => {
  const file = new File(['xlsx-bytes'], 'khach.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  await phoneListsApi.preview(file);
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/preview' });
  // The client's JSON content type is taken off, so that fetch writes the multipart one with its boundary.
  expect(last().options.headers).toEqual({ 'content-type': undefined });
  expect(last().options.json).toBeUndefined();
  const previewForm = last().options.body as FormData;
  expect((previewForm.get('file') as File).name).toBe('khach.xlsx');

  await phoneListsApi.importList({ file, listName: 'Khách VIP' });
  expect(last()).toMatchObject({ method: 'POST', path: 'phone-lists/import' });
  const importForm = last().options.body as FormData;
  expect(importForm.get('listName')).toBe('Khách VIP');
  expect(importForm.has('description')).toBe(false);
  expect((importForm.get('file') as File).name).toBe('khach.xlsx');
});

test('the by-phone calls of an account', async () => {
  await byPhoneApi.findUser('a1', '+84912345678');
  expect(last()).toEqual(expect.objectContaining({ method: 'GET', path: 'accounts/a1/find-user', query: { phone: '+84912345678' } }));
  await byPhoneApi.friendRequest('a1', { phoneNumber: '0912345678', message: 'Xin chào' });
  expect(last()).toMatchObject({ method: 'POST', path: 'accounts/a1/friend-request-by-phone' });
  await byPhoneApi.message('a1', { phoneNumber: '0912345678', message: 'Chào', attachments: [] });
  expect(last().path).toBe('accounts/a1/message-by-phone');
  await byPhoneApi.friendRequestAndMessage('a1', { phoneNumber: '0912345678', friendRequestMessage: 'Xin chào', message: 'Chào', attachments: [] });
  expect(last().path).toBe('accounts/a1/friend-request-and-message-by-phone');
  expect(jsonBody()).toEqual({ phoneNumber: '0912345678', friendRequestMessage: 'Xin chào', message: 'Chào', attachments: [] });
});

test('an unsuccessful answer is an ApiError with the server text', async () => {
  answer = () => ({ success: false, error: 'Danh sách đang chạy, không thể xóa' });
  await expect(phoneListsApi.remove('l1')).rejects.toEqual(new ApiError('Danh sách đang chạy, không thể xóa', 200));
});
