import { ApiError, translatePlatformError } from 'shared-sdk';

/**
 * The toast of a failed call: the server's message when it sent one, `refused` when it answered
 * without one, `crashed` when no answer came (network) — e.g. 'Không thể tạo lịch chạy' / 'Có lỗi xảy ra khi tạo lịch chạy'.
 */
export function failureText(error: unknown, refused: string, crashed: string): string {
  if (error instanceof ApiError) return error.message || refused;
  return crashed;
}

/** A failure as the single-number dialog shows it: a Vietnamese main line, and Zalo's own answer apart. */
export interface FailureView {
  title: string;
  /** Zalo's reason (in Vietnamese) and its code, when Zalo refused: the detail line. */
  detail: { text: string; code: number | null } | null;
}

/**
 * When Zalo refused the action, the server's message is Zalo's reason with its code ('Người lạ không thể nhận tin
 * nhắn (mã 123)'): the main line is then the action's own failure text ('Không thể gửi tin nhắn') and Zalo's reason
 * goes to the detail line. Any other message (not found, bad input, account not logged in) is the main line itself.
 */
export function failureView(error: unknown, refused: string, crashed: string): FailureView {
  if (!(error instanceof ApiError)) return { title: crashed, detail: null };
  const translated = translatePlatformError(error.message);
  if (translated && translated.code !== null) return { title: refused, detail: { text: translated.text, code: translated.code } };
  return { title: error.message || refused, detail: null };
}
