/**
 * Stored messaging-side errors (phone entries and executions, a job's error, a job recipient's error) in
 * Vietnamese: common English phrases translated, the numeric platform code taken out for display.
 * Unknown text stays as it is. The one place every front end translates them.
 */
export interface TranslatedError {
  text: string;
  code: number | null;
}

/**
 * Replaced in order, most specific first ('user not found by phone' before 'not found', 'account blocked by the
 * user' before 'blocked'). Covers every text the job engine and both platform drivers store (server/src/platform/
 * errors.ts DEFAULT_MESSAGES, the engine's own messages) and the phrases of the spec.
 */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/user not found (?:by|with) phone(?: number)?/gi, 'Không tìm thấy người dùng với số điện thoại này'],
  [/user could not be added to the group/gi, 'Không thể thêm người dùng vào nhóm'],
  [/the user already sent you a friend request/gi, 'Người dùng đã gửi lời mời kết bạn cho bạn'],
  [/no such friend request/gi, 'Không có lời mời kết bạn này'],
  [/failed to send friend request/gi, 'Không thể gửi lời mời kết bạn'],
  [/failed to send(?: message)?/gi, 'Gửi tin nhắn thất bại'],
  [/zalo did not confirm the message/gi, 'Zalo không xác nhận đã gửi tin nhắn'],
  [/rate limit(?:ed| exceeded)?|too many requests/gi, 'Vượt quá giới hạn tần suất'],
  [/account (?:is )?blocked by the user/gi, 'Tài khoản bị người dùng chặn'],
  [/account (?:is )?blocked|blocked/gi, 'Tài khoản bị chặn'],
  [/login failed: cookie rejected/gi, 'Đăng nhập thất bại: cookie bị từ chối'],
  [/login failed/gi, 'Đăng nhập thất bại'],
  [/session (?:has )?expired/gi, 'Phiên đăng nhập đã hết hạn'],
  [/session closed/gi, 'Phiên làm việc đã đóng'],
  [/timed? ?out/gi, 'Hết thời gian chờ'],
  [/forbidden/gi, 'Không có quyền thực hiện'],
  [/already a member of the group/gi, 'Đã là thành viên của nhóm'],
  [/joining the group needs approval/gi, 'Tham gia nhóm cần được quản trị viên duyệt'],
  [/group link not found/gi, 'Không tìm thấy liên kết nhóm'],
  [/group not found/gi, 'Không tìm thấy nhóm'],
  [/attachment not found/gi, 'Không tìm thấy tệp đính kèm'],
  [/user not found|not found/gi, 'Không tìm thấy'],
  [/network error|fetch failed/gi, 'Lỗi kết nối mạng'],
  [/already friends?/gi, 'Đã là bạn bè'],
  [/stranger cannot receive messages?|cannot receive messages?/gi, 'Người lạ không thể nhận tin nhắn'],
  [/empty list/gi, 'Danh sách trống'],
  [/invalid input/gi, 'Dữ liệu không hợp lệ'],
  [/platform error/gi, 'Lỗi từ nền tảng nhắn tin'],
];

/** 'Code: 221', 'code 221', 'error code 221', 'mã 221', '(221)' or '[221]'. */
const CODE_PATTERNS: readonly RegExp[] = [
  /[([{]?\s*(?:error\s*)?(?:code|mã)\s*[:=#]?\s*(-?\d+)\s*[)\]}]?/i,
  /[([](-?\d{2,4})[)\]]/,
];

function extractCode(raw: string): { rest: string; code: number | null } {
  for (const pattern of CODE_PATTERNS) {
    const match = pattern.exec(raw);
    if (!match) continue;
    const rest = (raw.slice(0, match.index) + ' ' + raw.slice(match.index + match[0].length)).replace(/\s+([:,;.])/g, '$1').replace(/\s{2,}/g, ' ');
    return { rest: rest.trim(), code: Number(match[1]) };
  }
  return { rest: raw, code: null };
}

const tidy = (text: string) => text.replace(/\s*[-:,;]\s*$/, '').replace(/^\s*[-:,;]\s*/, '').trim();

/** Zalo's codes (server/src/platform/errors.ts ZaloErrorCode) in words, for a stored code without a text. */
const CODE_TEXTS: Readonly<Record<number, string>> = {
  102: 'Phiên đăng nhập đã hết hạn',
  112: 'Danh sách trống',
  123: 'Người lạ không thể nhận tin nhắn',
  178: 'Đã là thành viên của nhóm',
  215: 'Tài khoản bị chặn',
  221: 'Vượt quá giới hạn tần suất',
  222: 'Người dùng đã gửi lời mời kết bạn cho bạn',
  225: 'Đã là bạn bè',
  240: 'Tham gia nhóm cần được quản trị viên duyệt',
};

interface Translation extends TranslatedError {
  /** The text says nothing but the code (shown as it is). */
  codeOnly: boolean;
}

function translate(raw: string | null | undefined, storedCode: number | null): Translation | null {
  const trimmed = raw?.trim() ?? '';
  if (!trimmed) {
    if (storedCode === null) return null;
    return { text: CODE_TEXTS[storedCode] ?? '', code: storedCode, codeOnly: !(storedCode in CODE_TEXTS) };
  }
  const { rest, code } = extractCode(trimmed);
  const text = tidy(rest);
  const found = code ?? storedCode;
  if (!text) {
    const known = found === null ? undefined : CODE_TEXTS[found];
    return known ? { text: known, code: found, codeOnly: false } : { text: trimmed, code: found, codeOnly: code !== null };
  }
  const translated = PHRASES.reduce((current, [pattern, vietnamese]) => current.replace(pattern, vietnamese), text);
  return { text: translated, code: found, codeOnly: false };
}

/**
 * The stored text in Vietnamese and its code: the code written in the text, else `storedCode` (a recipient's
 * errorCode). Null when there is nothing to show.
 */
export function translatePlatformError(raw: string | null | undefined, storedCode: number | null = null): TranslatedError | null {
  const translation = translate(raw, storedCode);
  return translation && { text: translation.text, code: translation.code };
}

/** One line for display: 'Vượt quá giới hạn tần suất (Code: 221)'; null when there is nothing to show. */
export function formatPlatformError(raw: string | null | undefined, storedCode: number | null = null): string | null {
  const translation = translate(raw, storedCode);
  if (!translation) return null;
  if (translation.code === null) return translation.text;
  if (translation.codeOnly || !translation.text) return `Code: ${translation.code}`;
  return `${translation.text} (Code: ${translation.code})`;
}
