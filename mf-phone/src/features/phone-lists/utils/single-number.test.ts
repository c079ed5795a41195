import { checkSingleNumberForm, type SingleNumberForm } from './single-number';

const form = (overrides: Partial<SingleNumberForm> = {}): SingleNumberForm => ({
  action: 'lookup',
  phone: '0912345678',
  accountId: 'a-1',
  friendRequestMessage: 'Xin chào',
  message: 'Chào bạn',
  ...overrides,
});

test('phone and account are required for every action', () => {
  expect(checkSingleNumberForm(form({ phone: '  ' }))).toBe('Vui lòng nhập số điện thoại và chọn tài khoản');
  expect(checkSingleNumberForm(form({ accountId: undefined, action: 'message' }))).toBe('Vui lòng nhập số điện thoại và chọn tài khoản');
});

test('a lookup needs no text', () => {
  expect(checkSingleNumberForm(form({ friendRequestMessage: '', message: '' }))).toBeNull();
});

test.each([
  ['friendRequest', { friendRequestMessage: ' ' }],
  ['message', { message: '' }],
  ['friendRequestAndMessage', { message: '' }],
  ['friendRequestAndMessage', { friendRequestMessage: '' }],
] as const)('%s without its text is refused', (action, texts) => {
  expect(checkSingleNumberForm(form({ action, ...texts }))).toBe('Vui lòng nhập đầy đủ thông tin');
});

test('the text an action does not send may be empty', () => {
  expect(checkSingleNumberForm(form({ action: 'friendRequest', message: '' }))).toBeNull();
  expect(checkSingleNumberForm(form({ action: 'message', friendRequestMessage: '' }))).toBeNull();
});
