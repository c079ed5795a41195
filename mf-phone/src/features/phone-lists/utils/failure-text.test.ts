import { ApiError } from 'shared-sdk';
import { failureText } from './failure-text';

test('the server message first, then the refusal text, then the network text', () => {
  expect(failureText(new ApiError('Danh sách đang chạy', 409), 'Không thể', 'Có lỗi')).toBe('Danh sách đang chạy');
  expect(failureText(new ApiError('', 500), 'Không thể', 'Có lỗi')).toBe('Không thể');
  expect(failureText(new TypeError('Failed to fetch'), 'Không thể', 'Có lỗi')).toBe('Có lỗi');
});
