import { AppError } from '../../http/errors';
import { isPlatformError, type PlatformError } from '../../platform/errors';

/** What a user reads for each platform failure. */
const TEXTS: Partial<Record<PlatformError['kind'], [number, string]>> = {
  SESSION_EXPIRED: [409, 'Phiên đăng nhập Zalo đã hết hạn, vui lòng đăng nhập lại'],
  LOGIN_FAILED: [409, 'Cookie không còn hiệu lực, vui lòng đăng nhập lại'],
  RATE_LIMITED: [429, 'Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau'],
  NETWORK: [502, 'Không kết nối được tới Zalo, vui lòng thử lại'],
  STRANGER_CANNOT_RECEIVE: [400, 'Người này không nhận tin nhắn từ người lạ'],
  BLOCKED: [400, 'Tài khoản đã bị người này chặn'],
  ALREADY_MEMBER: [400, 'Tài khoản đã là thành viên của nhóm'],
  APPROVAL_REQUIRED: [400, 'Nhóm cần quản trị viên duyệt yêu cầu tham gia'],
  NOT_FOUND: [404, 'Không tìm thấy trên Zalo'],
  INVALID_INPUT: [400, 'Dữ liệu không hợp lệ'],
};

/** A platform failure as an HTTP answer; anything else is passed on unchanged. */
export function toHttpError(error: unknown): unknown {
  if (!isPlatformError(error)) return error;
  const [status, text] = TEXTS[error.kind] ?? [502, 'Zalo trả lỗi, vui lòng thử lại'];
  return new AppError(status, error.code ? `${text} (mã ${error.code})` : text);
}
