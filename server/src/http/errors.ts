/** An error whose message may be shown to the user as it is, with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  invalidInput: 'Dữ liệu không hợp lệ',
  unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  forbidden: 'Bạn không có quyền thực hiện thao tác này',
  notFound: 'Không tìm thấy',
  tooManyRequests: 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  uriTooLong: 'Đường dẫn quá dài',
  unsupportedMediaType: 'Định dạng dữ liệu không được hỗ trợ',
  internal: 'Lỗi máy chủ, vui lòng thử lại sau',
} as const;

export const badRequest = (message: string = MESSAGES.invalidInput, fieldErrors?: Record<string, string>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests) => new AppError(429, message);
