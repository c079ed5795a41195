import { accountOf } from 'shared-sdk/testing';
import { groupFixture, SECOND_ACCOUNT_ID } from '../testing/fixtures';
import { bulkRequest, composeReady, initialDraft, sendingAccounts } from './bulk-wizard';
import { itemsOf } from './selection';

const groups = [groupFixture(), groupFixture({ id: 'r2', groupId: 'g-2', accountId: SECOND_ACCOUNT_ID })];

test('only ACTIVE accounts owning a selected group can send', () => {
  const accounts = [accountOf(), accountOf({ id: SECOND_ACCOUNT_ID, status: 'INACTIVE' }), accountOf({ id: 'other' })];
  expect(sendingAccounts(accounts, itemsOf(groups)).map((account) => account.id)).toEqual([accountOf().id]);
});

test('compose needs an account, text up to 2000 or a file, and a group', () => {
  const draft = initialDraft(accountOf().id);
  expect(composeReady(draft, 1)).toBe(false);
  expect(composeReady({ ...draft, message: '  ' }, 1)).toBe(false);
  expect(composeReady({ ...draft, message: 'Chào cả nhóm' }, 1)).toBe(true);
  expect(composeReady({ ...draft, message: 'Chào cả nhóm' }, 0)).toBe(false);
  expect(composeReady({ ...draft, message: 'x'.repeat(2001) }, 1)).toBe(false);
  expect(composeReady({ ...draft, attachments: [{ filename: 'a.png', data: 'data:', totalSize: 1, mimeType: 'image/png', type: 'file' }] }, 1)).toBe(true);
  expect(composeReady({ ...draft, accountId: '', message: 'x' }, 1)).toBe(false);
});

test('the request: recommended delays, Vietnam time; sent now without a schedule, else the default daily times', () => {
  expect(bulkRequest({ ...initialDraft(accountOf().id), message: ' Chào ', executeImmediately: false }, itemsOf(groups))).toMatchObject({
    groupIds: ['g-100'],
    scheduleTimes: ['09:00', '14:00', '19:00'],
    executeImmediately: false,
  });
  expect(bulkRequest({ ...initialDraft(accountOf().id), message: ' Chào ' }, itemsOf(groups))).toEqual({
    accountId: accountOf().id,
    groupIds: ['g-100'],
    message: 'Chào',
    attachments: [],
    scheduleTimes: [],
    timezone: 'Asia/Ho_Chi_Minh',
    delayMin: 60,
    delayMax: 120,
    useBulkDelay: true,
    executeImmediately: true,
  });
});
