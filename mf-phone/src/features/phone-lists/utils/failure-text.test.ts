import { ApiError } from 'shared-sdk';
import { failureText, failureView } from './failure-text';

test('the server message first, then the refusal text, then the network text', () => {
  expect(failureText(new ApiError('Danh sách đang chạy', 409), 'Không thể', 'Có lỗi')).toBe('Danh sách đang chạy');
  expect(failureText(new ApiError('', 500), 'Không thể', 'Có lỗi')).toBe('Không thể');
  expect(failureText(new TypeError('Failed to fetch'), 'Không thể', 'Có lỗi')).toBe('Có lỗi');
});

test("Zalo's refusal goes to the detail line under the action's Vietnamese line", () => {
  expect(failureView(new ApiError('Người lạ không thể nhận tin nhắn (mã 123)', 400), 'Không thể gửi tin nhắn', 'x')).toEqual({
    title: 'Không thể gửi tin nhắn',
    detail: { text: 'Người lạ không thể nhận tin nhắn', code: 123 },
  });
  // An older server's English text is translated the same way.
  expect(failureView(new ApiError('Stranger cannot receive messages (Code: 123)', 400), 'Không thể gửi tin nhắn', 'x').detail).toEqual({
    text: 'Người lạ không thể nhận tin nhắn',
    code: 123,
  });
  expect(failureView(new ApiError('Không tìm thấy người dùng với số điện thoại này', 404), 'Không thể tìm kiếm người dùng', 'x')).toEqual({
    title: 'Không tìm thấy người dùng với số điện thoại này',
    detail: null,
  });
  expect(failureView(new TypeError('Failed to fetch'), 'a', 'Có lỗi xảy ra khi gửi tin nhắn')).toEqual({ title: 'Có lỗi xảy ra khi gửi tin nhắn', detail: null });
});
