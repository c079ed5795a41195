import { errorMessage, translatePlatformError } from 'shared-sdk';

/**
 * The server's reason in Vietnamese without Zalo's code, for a main line (platform codes belong to
 * a detail line): 'Zalo đang giới hạn tốc độ gửi, vui lòng thử lại sau (mã 221)' is said without '(mã 221)'.
 */
export function reasonOf(error: unknown, fallback: string): string {
  const text = errorMessage(error, fallback);
  return translatePlatformError(text)?.text || text;
}
