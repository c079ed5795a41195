import { ApiError } from 'shared-sdk';
import { bulkSendError } from './bulk-errors';

test.each([
  [new ApiError('Tính năng gửi hàng loạt cần gói Pro trở lên', 400), 'Tính năng này yêu cầu gói Pro'],
  [new ApiError('Tài khoản không thể truy cập 2 nhóm đã chọn, hãy đồng bộ lại danh sách nhóm', 400), 'Một số nhóm không thể truy cập, hãy đồng bộ lại danh sách nhóm'],
  [new ApiError('Không tìm thấy tài khoản', 400), 'Không tìm thấy tài khoản hoặc tài khoản không hoạt động'],
  [new ApiError('Độ trễ phải từ 30 đến 300 giây', 400), 'Độ trễ phải từ 30 đến 300 giây'],
  [new ApiError('', 400), 'Không thể gửi tin nhắn hàng loạt'],
  [new ApiError('Unauthorized', 401), 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại'],
  [new ApiError('Forbidden', 403), 'Không có quyền thực hiện thao tác này.'],
  [new ApiError('Lỗi máy chủ', 500), 'Lỗi máy chủ'],
  // Zalo's code stays out of the main line.
  [new ApiError('Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau (mã 221)', 429), 'Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau'],
  [new TypeError('Failed to fetch'), 'Không thể gửi tin nhắn hàng loạt'],
])('%s → %s', (error, text) => {
  expect(bulkSendError(error)).toBe(text);
});
