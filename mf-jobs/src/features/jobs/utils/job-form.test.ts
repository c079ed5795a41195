import dayjs from 'dayjs';
import { JOB_MESSAGES, JOB_REQUEST_MESSAGES } from 'shared-sdk';
import { checkCreateJobForm, type CreateJobFormValues, emptyCreateJobForm, fieldOfPath, isPastDay, pastTimesOf, toCreateJobInput, vietnamWallClock, wallClockToIso } from './job-form';

const ACCOUNT = '3f2a9c1e-7b4d-4e8a-9f10-2b3c4d5e6f70';
const form = (overrides: Partial<CreateJobFormValues> = {}): CreateJobFormValues => ({
  ...emptyCreateJobForm(),
  accountId: ACCOUNT,
  messages: ['Xin chào'],
  ...overrides,
});

test('the form\'s defaults: friends, priority 5, 3 retries, 1000 ms, random delay', () => {
  expect(emptyCreateJobForm()).toEqual({
    type: 'TO_FRIENDS',
    messages: [''],
    skipActiveConversations: false,
    priority: 5,
    maxRetries: 3,
    delayBetweenMessages: 1000,
    useRandomDelay: true,
    phoneLines: '',
  });
});

test('a valid form gives the shared form, with the phone lines parsed and empty lines dropped', () => {
  const checked = checkCreateJobForm(form({ messages: ['  Xin chào  '], phoneLines: '0901234567\n\n  0912345678  \r\n\n' }));
  expect(checked).toEqual({
    ok: true,
    form: {
      accountId: ACCOUNT,
      type: 'TO_FRIENDS',
      message: 'Xin chào',
      priority: 5,
      maxRetries: 3,
      scheduledAt: null,
      metadata: { delayBetweenMessages: 1000, useRandomDelay: true, phoneNumbers: ['0901234567', '0912345678'] },
    },
  });
});

test('variants: two or more texts go as messages beside A as message, with "Bỏ qua người đang trò chuyện" when on', () => {
  const checked = checkCreateJobForm(form({ messages: ['Chào {ten}', 'Xin chào {ten}'], skipActiveConversations: true }));
  expect(checked.ok && checked.form).toMatchObject({ message: 'Chào {ten}', messages: ['Chào {ten}', 'Xin chào {ten}'], skipActiveConversations: true });
  const one = checkCreateJobForm(form({ messages: ['Chào'] }));
  expect(one.ok && one.form.messages).toBeUndefined();
});

test('no phone numbers means all friends: an empty list', () => {
  const checked = checkCreateJobForm(form({ phoneLines: '\n \n' }));
  expect(checked.ok && checked.form.metadata.phoneNumbers).toEqual([]);
});

test('only the target of the chosen type is sent', () => {
  const input = toCreateJobInput(form({ type: 'TO_GROUP_MEMBERS', targetGroupId: 'g-1', targetThreadId: 't-1', phoneLines: '0901234567' }));
  expect(input.metadata).toEqual({
    delayBetweenMessages: 1000,
    useRandomDelay: true,
    phoneNumbers: [],
    targetGroupId: 'g-1',
    targetThreadId: undefined,
  });
});

test.each([
  ['account', { accountId: undefined }, 'accountId', JOB_MESSAGES.accountRequired],
  ['message', { messages: ['   '] }, 'messages', JOB_MESSAGES.messageRequired],
  ['variant B', { messages: ['Chào', '  '] }, 'messages', JOB_REQUEST_MESSAGES.variantEmpty('B')],
  ['a sixth variant', { messages: ['1', '2', '3', '4', '5', '6'] }, 'messages', JOB_REQUEST_MESSAGES.tooManyVariants],
  ['group for TO_GROUP_MEMBERS', { type: 'TO_GROUP_MEMBERS', targetGroupId: undefined }, 'targetGroupId', JOB_MESSAGES.groupRequired],
  ['thread for TO_THREAD', { type: 'TO_THREAD', targetThreadId: ' ' }, 'targetThreadId', JOB_MESSAGES.threadRequired],
  ['priority 1-10', { priority: 11 }, 'priority', JOB_MESSAGES.priorityRange],
  ['a cleared priority', { priority: null }, 'priority', JOB_MESSAGES.priorityRange],
  ['retries 0-5', { maxRetries: 6 }, 'maxRetries', JOB_MESSAGES.maxRetriesRange],
  ['delay at least 100 ms', { delayBetweenMessages: 99 }, 'delayBetweenMessages', JOB_MESSAGES.delayMinimum],
  ['a time in the past', { scheduledAt: vietnamWallClock().subtract(2, 'hour') }, 'scheduledAt', JOB_MESSAGES.scheduledInPast],
] as const)('rejects a missing or wrong %s', (_name, overrides, field, text) => {
  const checked = checkCreateJobForm(form(overrides as Partial<CreateJobFormValues>));
  expect(checked.ok).toBe(false);
  expect(!checked.ok && checked.fieldErrors[field]).toBe(text);
});

test('a time in the future is sent as an instant in UTC+7', () => {
  const later = vietnamWallClock().add(1, 'day').hour(9).minute(30);
  const checked = checkCreateJobForm(form({ scheduledAt: later }));
  expect(checked.ok && checked.form.scheduledAt).toBe(wallClockToIso(later));
  expect(wallClockToIso(dayjs('2026-11-22T09:30'))).toBe('2026-11-22T02:30:00.000Z');
});

test('the picker offers no past day, hour or minute of Vietnam', () => {
  const now = Date.parse('2026-11-22T03:40:00Z'); // 10:40 in Vietnam
  expect(vietnamWallClock(now).format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 10:40');
  expect(isPastDay(dayjs('2026-11-21T23:59'), now)).toBe(true);
  expect(isPastDay(dayjs('2026-11-22T00:00'), now)).toBe(false);
  const today = pastTimesOf(dayjs('2026-11-22T12:00'), now);
  expect(today.disabledHours?.()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(today.disabledMinutes?.(10)).toHaveLength(40);
  expect(today.disabledMinutes?.(11)).toEqual([]);
  expect(pastTimesOf(dayjs('2026-11-23T08:00'), now)).toEqual({});
});

test('server and schema paths find their fields', () => {
  expect(fieldOfPath('metadata.targetGroupId')).toBe('targetGroupId');
  expect(fieldOfPath('groupId')).toBe('targetGroupId');
  expect(fieldOfPath('threadId')).toBe('targetThreadId');
  expect(fieldOfPath('metadata.phoneNumbers.2')).toBe('phoneLines');
  expect(fieldOfPath('message')).toBe('messages');
  expect(fieldOfPath('messages')).toBe('messages');
  expect(fieldOfPath('somethingElse')).toBeUndefined();
});
