import { aiStateOf } from './ai-state';

const now = Date.parse('2026-03-12T03:00:00Z');
const user = { type: 'user' as const, aiPaused: false, aiPausedUntil: null };

test('a reply typed in the inbox pauses the AI until a time, said in Vietnamese time', () => {
  expect(aiStateOf({ ...user, aiPaused: true, aiPausedUntil: '2026-03-12T14:30:00Z' }, true, now)).toEqual({
    kind: 'paused',
    text: 'AI tạm dừng đến 21:30 vì bạn vừa trả lời',
  });
});

test('a pause that has ended no longer counts', () => {
  expect(aiStateOf({ ...user, aiPausedUntil: '2026-03-12T02:00:00Z' }, true, now).kind).toBe('on');
});

test('off here, off for the account, groups', () => {
  expect(aiStateOf({ ...user, aiPaused: true }, true, now).text).toBe('AI đã tắt trong hội thoại này');
  expect(aiStateOf(user, false, now).kind).toBe('account-off');
  expect(aiStateOf({ ...user, type: 'group' }, true, now).kind).toBe('group');
  expect(aiStateOf(user, true, now).text).toBe('AI đang tự trả lời trong hội thoại này');
});
