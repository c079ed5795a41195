import { accountOf } from 'shared-sdk/testing';
import { accountNames, accountOptions } from './account-names';

const accounts = [accountOf({ id: 'a1', displayName: 'Bán hàng 1', zaloName: 'Shop An' }), accountOf({ id: 'a2', displayName: 'CSKH', zaloName: 'CSKH' })];

test('names in the order given; an account no longer there is said so, never its id', () => {
  expect(accountNames(['a2', 'gone', 'a1'], accounts, 'Tài khoản đã xóa')).toEqual(['CSKH', 'Tài khoản đã xóa', 'Bán hàng 1']);
});

test('options show the Zalo name only when it differs from the display name', () => {
  expect(accountOptions(accounts).map((option) => option.label)).toEqual(['Bán hàng 1 (Shop An)', 'CSKH']);
});
