import { groupByAccount, type SentRequestRow, statusLabel, viewSentRequests } from './sent-requests';

const row = (accountId: string, userId: string, patch: Partial<SentRequestRow> = {}): SentRequestRow => ({
  accountId,
  accountName: accountId,
  userId,
  displayName: userId,
  zaloName: null,
  avatar: null,
  message: '',
  status: 'pending',
  dateSent: '2026-11-23T03:00:00.000Z',
  ...patch,
});
const view = { search: '', status: '', sortField: 'dateSent' as const, descending: true };

test('search matches displayName, zaloName and message case-insensitively', () => {
  const rows = [row('a', '1', { displayName: 'Nguyễn An' }), row('a', '2', { zaloName: 'AN shop' }), row('a', '3', { message: 'Chào bạn AN' }), row('a', '4')];
  expect(viewSentRequests(rows, { ...view, search: ' an ' }).map((r) => r.userId).sort()).toEqual(['1', '2', '3']);
});

test('status filter and sort direction', () => {
  const rows = [row('a', '1', { dateSent: '2026-01-01', status: 'accepted' }), row('a', '2', { dateSent: '2026-03-01' }), row('a', '3', { dateSent: '2026-02-01' })];
  expect(viewSentRequests(rows, view).map((r) => r.userId)).toEqual(['2', '3', '1']);
  expect(viewSentRequests(rows, { ...view, descending: false }).map((r) => r.userId)).toEqual(['1', '3', '2']);
  expect(viewSentRequests(rows, { ...view, status: 'pending' }).map((r) => r.userId)).toEqual(['2', '3']);
});

test('known statuses get a label, others stay raw', () => {
  expect(statusLabel('expired')).toBe('Hết hạn');
  expect(statusLabel('blocked')).toBe('blocked');
});

test('the same uid under two accounts stays two requests, cancelled per account', () => {
  const rows = [row('a', 'u1'), row('b', 'u1'), row('b', 'u2')];
  expect(groupByAccount(['a:u1', 'b:u1', 'b:u2'], rows)).toEqual(new Map([['a', ['u1']], ['b', ['u1', 'u2']]]));
});
