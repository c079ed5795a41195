import { formatPlatformError, translatePlatformError } from './platform-error';

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
  ['Phiên đăng nhập Zalo đã hết hạn (mã 102): tài khoản cần đăng nhập lại.', 'Phiên đăng nhập Zalo đã hết hạn: tài khoản cần đăng nhập lại.', 102],
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

describe('every text the server stores', () => {
  // server/src/platform/errors.ts DEFAULT_MESSAGES with their Zalo codes, and the job engine's own texts.
  test.each<[string, number | null, string]>([
    ['Session expired', 102, 'Phiên đăng nhập đã hết hạn (Code: 102)'],
    ['Empty list', 112, 'Danh sách trống (Code: 112)'],
    ['Stranger cannot receive messages', 123, 'Người lạ không thể nhận tin nhắn (Code: 123)'],
    ['Already a member of the group', 178, 'Đã là thành viên của nhóm (Code: 178)'],
    ['Account blocked by the user', 215, 'Tài khoản bị người dùng chặn (Code: 215)'],
    ['Rate limit exceeded', 221, 'Vượt quá giới hạn tần suất (Code: 221)'],
    ['The user already sent you a friend request', 222, 'Người dùng đã gửi lời mời kết bạn cho bạn (Code: 222)'],
    ['Already friends', 225, 'Đã là bạn bè (Code: 225)'],
    ['Joining the group needs approval', 240, 'Tham gia nhóm cần được quản trị viên duyệt (Code: 240)'],
    ['Login failed: cookie rejected', null, 'Đăng nhập thất bại: cookie bị từ chối'],
    ['Network error', null, 'Lỗi kết nối mạng'],
    ['fetch failed', null, 'Lỗi kết nối mạng'],
    ['Not found', null, 'Không tìm thấy'],
    ['Invalid input', null, 'Dữ liệu không hợp lệ'],
    ['Session closed', null, 'Phiên làm việc đã đóng'],
    ['Platform error', 999, 'Lỗi từ nền tảng nhắn tin (Code: 999)'],
    ['User not found by phone', null, 'Không tìm thấy người dùng với số điện thoại này'],
    ['User could not be added to the group', null, 'Không thể thêm người dùng vào nhóm'],
    ['Zalo did not confirm the message', null, 'Zalo không xác nhận đã gửi tin nhắn'],
    ['Group not found', null, 'Không tìm thấy nhóm'],
    ['Attachment not found: /data/job-attachments/a.png', null, 'Không tìm thấy tệp đính kèm: /data/job-attachments/a.png'],
    ['Không gửi được cho người nhận nào: User not found by phone', null, 'Không gửi được cho người nhận nào: Không tìm thấy người dùng với số điện thoại này'],
    ['Tài khoản đã hết phiên đăng nhập, vui lòng đăng nhập lại', null, 'Tài khoản đã hết phiên đăng nhập, vui lòng đăng nhập lại'],
  ])('%s (code %s) → %s', (raw, code, shown) => {
    expect(formatPlatformError(raw, code)).toBe(shown);
  });

  test('no English phrase of the server is left untranslated', () => {
    for (const raw of ['Session expired', 'Rate limit exceeded', 'Account blocked by the user', 'Group link not found', 'No such friend request']) {
      expect(formatPlatformError(raw)).not.toMatch(/[a-z]{3,} [a-z]{3,}/i);
    }
  });
});

describe('the code: written in the text or stored beside it', () => {
  test('a code in the text wins over the stored one', () => {
    expect(translatePlatformError('Failed to send message (Code: 123)', 221)).toEqual({ text: 'Gửi tin nhắn thất bại', code: 123 });
  });

  test('a stored code without a text is told in words when known', () => {
    expect(formatPlatformError(null, 221)).toBe('Vượt quá giới hạn tần suất (Code: 221)');
    expect(formatPlatformError('', 500)).toBe('Code: 500');
    expect(formatPlatformError('Code: 500')).toBe('Code: 500');
    expect(formatPlatformError('Code: 123')).toBe('Người lạ không thể nhận tin nhắn (Code: 123)');
  });

  test('nothing stored, nothing shown', () => {
    expect(formatPlatformError(null)).toBeNull();
    expect(formatPlatformError(undefined, null)).toBeNull();
  });
});
