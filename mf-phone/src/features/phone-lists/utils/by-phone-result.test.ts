import { resultOf } from './by-phone-result';

const user = { displayName: 'Nguyễn Văn An', name: 'an.nguyen', userId: '8412345678901' };

test('a lookup shows the user only', () => {
  expect(resultOf('lookup', { found: true, userInfo: user })).toEqual({ found: true, userName: 'Nguyễn Văn An', userId: '8412345678901' });
});

test('the name falls back to the account name; nobody found keeps the outcome empty', () => {
  expect(resultOf('lookup', { found: true, userInfo: { name: 'an.nguyen', userId: '1' } }).userName).toBe('an.nguyen');
  expect(resultOf('friendRequest', { found: false })).toEqual({ found: false, userName: '', userId: '', friendRequestSent: false });
});

test('a message counts as sent only with a message id', () => {
  expect(resultOf('message', { found: true, userInfo: user, messageResult: { message: { msgId: 7788 } } })).toMatchObject({
    messageSent: true,
    messageId: '7788',
  });
  expect(resultOf('message', { found: true, userInfo: user, messageResult: { message: {} } })).toMatchObject({ messageSent: false, messageId: undefined });
  expect(resultOf('message', { found: true, userInfo: user })).not.toHaveProperty('friendRequestSent');
});

test('a friend-request outcome marked unsuccessful is not sent', () => {
  expect(resultOf('friendRequest', { found: true, userInfo: user, friendRequestResult: { success: false } }).friendRequestSent).toBe(false);
});

test('both actions report both outcomes', () => {
  expect(resultOf('friendRequestAndMessage', { found: true, userInfo: user, friendRequestResult: { status: 'sent' }, messageResult: null })).toMatchObject({
    friendRequestSent: true,
    messageSent: false,
  });
});
