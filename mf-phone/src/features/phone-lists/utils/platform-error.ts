/**
 * Stored messaging-side errors of phone entries and executions (spec part 3 §8): common English phrases in
 * Vietnamese, the numeric platform code taken out for display. Unknown text stays as it is.
 */
export interface TranslatedError {
  text: string;
  code: number | null;
}

/** Replaced in order, most specific first: 'user not found by phone' before 'not found'. */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/user not found (?:by|with) phone(?: number)?/gi, 'Không tìm thấy người dùng với số điện thoại này'],
  [/failed to send friend request/gi, 'Không thể gửi lời mời kết bạn'],
  [/failed to send(?: message)?/gi, 'Gửi tin nhắn thất bại'],
  [/rate limit(?:ed| exceeded)?|too many requests/gi, 'Vượt quá giới hạn tần suất'],
  [/account (?:is )?blocked|blocked/gi, 'Tài khoản bị chặn'],
  [/session (?:has )?expired/gi, 'Phiên đăng nhập đã hết hạn'],
  [/timed? ?out/gi, 'Hết thời gian chờ'],
  [/forbidden/gi, 'Không có quyền thực hiện'],
  [/user not found|not found/gi, 'Không tìm thấy'],
  [/network error/gi, 'Lỗi kết nối mạng'],
  [/already friends?/gi, 'Đã là bạn bè'],
  [/stranger cannot receive messages?|cannot receive messages?/gi, 'Người lạ không thể nhận tin nhắn'],
];

/** 'Code: 221', 'code 221', 'error code 221', 'mã 221', '(221)' or '[221]'. */
const CODE_PATTERNS: readonly RegExp[] = [
  /[([{]?\s*(?:error\s*)?(?:code|mã)\s*[:=#]?\s*(-?\d+)\s*[)\]}]?/i,
  /[([](-?\d{2,4})[)\]]/,
];

function extractCode(raw: string): { rest: string; code: number | null } {
  for (const pattern of CODE_PATTERNS) {
    const match = pattern.exec(raw);
    if (match) return { rest: (raw.slice(0, match.index) + raw.slice(match.index + match[0].length)).trim(), code: Number(match[1]) };
  }
  return { rest: raw, code: null };
}

const tidy = (text: string) => text.replace(/\s*[-:,;]\s*$/, '').replace(/^\s*[-:,;]\s*/, '').trim();

export function translatePlatformError(raw: string | null | undefined): TranslatedError | null {
  if (!raw?.trim()) return null;
  const { rest, code } = extractCode(raw.trim());
  const text = tidy(rest);
  const translated = PHRASES.reduce((current, [pattern, vietnamese]) => current.replace(pattern, vietnamese), text);
  return { text: translated || raw.trim(), code };
}
