import { translatePlatformError } from './platform-error';

test.each([
  ['Failed to send message (Code: 123)', 'Gửi tin nhắn thất bại', 123],
  ['User not found by phone. Code: 216', 'Không tìm thấy người dùng với số điện thoại này.', 216],
  ['Rate limit exceeded, code 221', 'Vượt quá giới hạn tần suất', 221],
  ['Session expired [102]', 'Phiên đăng nhập đã hết hạn', 102],
  ['Account blocked (error code: 215)', 'Tài khoản bị chặn', 215],
  ['Timeout', 'Hết thời gian chờ', null],
  ['Forbidden', 'Không có quyền thực hiện', null],
  ['Not found', 'Không tìm thấy', null],
  ['Failed to send message: Timeout', 'Gửi tin nhắn thất bại: Hết thời gian chờ', null],
  ['Phiên đăng nhập Zalo đã hết hạn (mã 102)', 'Phiên đăng nhập Zalo đã hết hạn', 102],
])('%s → %s, code %s', (raw, text, code) => {
  expect(translatePlatformError(raw)).toEqual({ text, code });
});

test('unknown text is shown as it is', () => {
  expect(translatePlatformError('Something odd happened')).toEqual({ text: 'Something odd happened', code: null });
});

test('a text that is only a code keeps the code and the raw text', () => {
  expect(translatePlatformError('Code: 500')).toEqual({ text: 'Code: 500', code: 500 });
});

test('no error, nothing to show', () => {
  expect(translatePlatformError(null)).toBeNull();
  expect(translatePlatformError('  ')).toBeNull();
  expect(translatePlatformError(undefined)).toBeNull();
});
