import { ApiError } from 'shared-sdk';

/**
 * The toast of a failed call (spec part 3 §8): the server's message when it sent one, `refused` when it answered
 * without one, `crashed` when no answer came (network) — e.g. 'Không thể tạo lịch chạy' / 'Có lỗi xảy ra khi tạo lịch chạy'.
 */
export function failureText(error: unknown, refused: string, crashed: string): string {
  if (error instanceof ApiError) return error.message || refused;
  return crashed;
}
