import { AppError } from '../../http/errors';
import { isPlatformError, type PlatformErrorKind } from '../../platform/errors';

/** Why an account's session could not be had or used: the account's own state, or what the platform answered. */
export type SessionFailure = 'ACCOUNT_NOT_FOUND' | 'NOT_LOGGED_IN' | 'PROXY_OFF' | 'DAILY_LOGIN_CAP' | 'HOLDER_SILENT' | 'NOT_DELIVERED' | 'NO_HOLDER' | 'MOVED' | PlatformErrorKind;

/** What a user reads for each failure, and the HTTP status it answers with (see sessionErrorToHttp). */
const ANSWERS: Partial<Record<SessionFailure, [number, string]>> = {
  ACCOUNT_NOT_FOUND: [404, 'Không tìm thấy tài khoản'],
  NOT_LOGGED_IN: [409, 'Tài khoản chưa đăng nhập Zalo'],
  PROXY_OFF: [409, 'Proxy của tài khoản đang tắt hoặc đã bị xoá, hãy bật lại hoặc chọn proxy khác'],
  DAILY_LOGIN_CAP: [429, 'Tài khoản đã đăng nhập đủ số lần tối đa hôm nay; hệ thống tạm dừng tự đăng nhập lại đến 0 giờ'],
  // Another server process holds the account's session (forwarding.ts) and did not answer in time.
  HOLDER_SILENT: [503, 'Máy chủ đang giữ phiên Zalo của tài khoản không trả lời; vui lòng thử lại sau ít phút'],
  // The same silence, for a call withdrawn before that process took it (it never runs there).
  NOT_DELIVERED: [503, 'Máy chủ đang giữ phiên Zalo của tài khoản không trả lời; vui lòng thử lại sau ít phút'],
  // No process that may hold sessions took the account in time (SERVER_ROLE=api with no worker up, or all full).
  NO_HOLDER: [503, 'Chưa có máy chủ nào nhận giữ phiên Zalo của tài khoản; vui lòng thử lại sau ít phút'],
  // A forwarded call reached a process that no longer holds the session (handed over meanwhile), again and again.
  MOVED: [503, 'Phiên Zalo của tài khoản đang chuyển sang máy chủ khác; vui lòng thử lại sau giây lát'],
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
const OTHER: [number, string] = [502, 'Zalo trả lỗi, vui lòng thử lại'];

const HOLDER_UNREACHABLE: ReadonlySet<SessionFailure> = new Set(['HOLDER_SILENT', 'NOT_DELIVERED', 'MOVED', 'NO_HOLDER']);

/** Nothing goes out through the account until its user acts (logs in again, turns the proxy back on). */
const NEEDS_USER: ReadonlySet<SessionFailure> = new Set(['NOT_LOGGED_IN', 'PROXY_OFF', 'SESSION_EXPIRED', 'LOGIN_FAILED']);

/** The one error of the session path (login, live session, platform call through it), whatever its cause. */
export class SessionError extends Error {
  constructor(
    readonly failure: SessionFailure,
    /** The platform's own error code, when it gave one. */
    readonly code?: number | null,
    /** What the user reads instead of the failure's usual text (one with figures of its own). */
    text = (ANSWERS[failure] ?? OTHER)[1],
  ) {
    super(code ? `${text} (mã ${code})` : text);
    this.name = 'SessionError';
  }

  /** The account must be logged in again or its proxy fixed before it can be used. */
  get needsUser(): boolean {
    return NEEDS_USER.has(this.failure);
  }

  /** The server process holding the account's session did not take or answer the call (nothing about the account). */
  get holderUnreachable(): boolean {
    return HOLDER_UNREACHABLE.has(this.failure);
  }

  /** The account (or what it asked for) is gone. */
  get gone(): boolean {
    return this.failure === 'ACCOUNT_NOT_FOUND' || this.failure === 'NOT_FOUND';
  }
}

/** A platform failure as a SessionError; anything else is passed on unchanged. */
export function toSessionError(error: unknown): unknown {
  return isPlatformError(error) ? new SessionError(error.kind, error.code) : error;
}

/** The HTTP answer of a SessionError (the error envelope's translation); undefined for any other error. */
export function sessionErrorToHttp(error: unknown): AppError | undefined {
  if (!(error instanceof SessionError)) return undefined;
  return new AppError((ANSWERS[error.failure] ?? OTHER)[0], error.message);
}
