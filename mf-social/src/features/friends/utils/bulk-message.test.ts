import { BULK_MESSAGE_DEFAULTS, type BulkMessageValues, checkBulkMessage, friendMessageRequests } from './bulk-message';
import { friendsByAccount, itemsOfFriends, type SelectedFriends } from './friend-selection';

const values = (patch: Partial<BulkMessageValues> = {}): BulkMessageValues => ({ ...BULK_MESSAGE_DEFAULTS, message: 'Chào bạn', ...patch });
const file = { filename: 'a.png', data: 'data:image/png;base64,AA==', totalSize: 1, mimeType: 'image/png', type: 'file' as const };

test('the form\'s defaults: delays 5 and 10 s, batches of 10 with a 3-minute pause, off', () => {
  expect(BULK_MESSAGE_DEFAULTS).toMatchObject({ delayMin: 5, delayMax: 10, useBatch: false, batchSize: 10, batchDelayMinutes: 3 });
  expect(checkBulkMessage(values(), 1)).toEqual({});
});

test('needs a recipient, and text or a file (whitespace is no text)', () => {
  expect(checkBulkMessage(values(), 0)).toEqual({ recipients: 'Vui lòng chọn ít nhất một bạn bè để gửi tin nhắn' });
  expect(checkBulkMessage(values({ message: '   ' }), 1)).toEqual({ message: 'Vui lòng nhập nội dung tin nhắn hoặc chọn file đính kèm' });
  expect(checkBulkMessage(values({ message: '', attachments: [file] }), 1)).toEqual({});
  expect(checkBulkMessage(values({ message: 'x'.repeat(2001) }), 1).message).toBe('Tin nhắn tối đa 2000 ký tự');
});

test.each([
  [{ delayMin: 0 }, { delayMin: 'Độ trễ phải từ 1 đến 300 giây' }],
  [{ delayMin: 301, delayMax: 400 }, { delayMin: 'Độ trễ phải từ 1 đến 300 giây' }],
  [{ delayMin: 2.5 }, { delayMin: 'Độ trễ phải từ 1 đến 300 giây' }],
  [{ delayMin: null }, { delayMin: 'Độ trễ phải từ 1 đến 300 giây' }],
  [{ delayMin: 20, delayMax: 10 }, { delayMax: 'Độ trễ tối đa phải lớn hơn hoặc bằng độ trễ tối thiểu' }],
  [{ delayMax: 601 }, { delayMax: 'Độ trễ phải từ 1 đến 600 giây' }],
  [{ delayMax: null }, { delayMax: 'Độ trễ phải từ 1 đến 600 giây' }],
])('delays %j are refused: %j', (patch, errors) => {
  expect(checkBulkMessage(values(patch), 1)).toEqual(errors);
});

test.each([
  [{ delayMin: 1, delayMax: 1 }],
  [{ delayMin: 300, delayMax: 600 }],
  [{ delayMin: 7, delayMax: 7 }],
])('delays %j are accepted', (patch) => {
  expect(checkBulkMessage(values(patch), 1)).toEqual({});
});

test('batches are checked only when on: size 1-100, pause 1-60 minutes', () => {
  expect(checkBulkMessage(values({ batchSize: 0, batchDelayMinutes: 0 }), 1)).toEqual({});
  expect(checkBulkMessage(values({ useBatch: true, batchSize: 101, batchDelayMinutes: 61 }), 1)).toEqual({
    batchSize: 'Số tin mỗi đợt từ 1 đến 100',
    batchDelayMinutes: 'Thời gian nghỉ giữa các đợt từ 1 đến 60 phút',
  });
  expect(checkBulkMessage(values({ useBatch: true, batchSize: 100, batchDelayMinutes: 60 }), 1)).toEqual({});
});

test('one request per account with that account’s uids, the trimmed text, pacing, batches when on and the notes', () => {
  const selection = itemsOfFriends([
    { id: 'f1', accountId: 'a', userId: 'u1', displayName: 'An' },
    { id: 'f2', accountId: 'b', userId: 'u1', displayName: 'Bình' },
    { id: 'f3', accountId: 'a', userId: 'u2', displayName: 'Cường' },
  ]);
  const byAccount = friendsByAccount(selection);
  const [first, second] = friendMessageRequests(values({ message: ' Chào ', notes: ' khuyến mãi ', useBatch: true, batchSize: 20, batchDelayMinutes: 5 }), byAccount, selection);
  expect(first).toEqual({
    accountId: 'a',
    message: 'Chào',
    attachments: [],
    delayMin: 5,
    delayMax: 10,
    batchSize: 20,
    batchDelayMinutes: 5,
    recipients: ['u1', 'u2'],
    onlyActive: false,
    excludeSelf: true,
    metadata: { source: 'friends-page', notes: 'khuyến mãi' },
  });
  expect(second).toMatchObject({ accountId: 'b', recipients: ['u1'] });
  const [plain] = friendMessageRequests(values(), byAccount, selection);
  expect(plain).not.toHaveProperty('batchSize');
  expect(plain.metadata).toEqual({ source: 'friends-page' });
});

test('after a select-all each account’s request sends the filter itself, not uids', () => {
  const selection: SelectedFriends = {
    kind: 'filter',
    filter: { tagIds: ['vip'], search: 'An' },
    total: 7_000,
    byAccount: [
      { accountId: 'a', count: 5_000 },
      { accountId: 'b', count: 2_000 },
    ],
    excluded: new Map([['a:u9', { id: 'f9', accountId: 'a', userId: 'u9', displayName: 'Bỏ' }]]),
  };
  const shares = friendsByAccount(selection);
  expect(shares).toEqual([
    { accountId: 'a', count: 4_999 },
    { accountId: 'b', count: 2_000 },
  ]);
  const requests = friendMessageRequests(values({ message: 'Chào' }), shares, selection);
  expect(requests.map((request) => [request.accountId, request.selection, request.recipients])).toEqual([
    ['a', { filter: { tagIds: ['vip'], search: 'An' }, excludeIds: ['f9'] }, undefined],
    ['b', { filter: { tagIds: ['vip'], search: 'An' }, excludeIds: ['f9'] }, undefined],
  ]);
});
