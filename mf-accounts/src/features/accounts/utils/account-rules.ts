import {
  type Account,
  ACCOUNT_MESSAGES,
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  type AccountStatus,
  ApiError,
  type CookieValidation,
  type CreateAccountInput,
  type QrStatus,
  RELOGIN_STATUSES,
  translatePlatformError,
} from 'shared-sdk';

/** What a cookie check says, or that none has run yet. */
export type CookieState = 'unchecked' | 'checking' | 'valid' | 'invalid';

/**
 * The check run in this page (`validation`) wins; without one, the last check the server kept (`stored`), so a
 * reload still shows it.
 */
export function cookieStateOf(
  validation: CookieValidation | undefined,
  checking: boolean,
  stored: Pick<CookieValidation, 'isValid' | 'needsRelogin'> | null = null,
): CookieState {
  if (checking) return 'checking';
  const known = validation ?? stored;
  if (!known) return 'unchecked';
  return known.isValid && !known.needsRelogin ? 'valid' : 'invalid';
}

/** '(mã 123)', '(Code: 123)', 'code 123', '(221)'. */
const PLATFORM_CODE = /\s*(?:[([]\s*(?:(?:error\s*)?code|mã(?:\s+lỗi)?)?\s*[:=#]?\s*(-?\d{2,4})\s*[)\]]|\b(?:error\s*)?code\s*[:=#]?\s*(-?\d+))/i;

/**
 * A text for a main line without Zalo's code, and the code apart for a detail line. The words are
 * kept as they are (a spec text stays as written).
 */
export function splitPlatformCode(text: string | null | undefined): { text: string; code: number | null } | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const match = PLATFORM_CODE.exec(trimmed);
  if (!match) return { text: trimmed, code: null };
  const rest = `${trimmed.slice(0, match.index)} ${trimmed.slice(match.index + match[0].length)}`.replace(/\s{2,}/g, ' ').replace(/\s+([.,;:])/g, '$1').trim();
  return { text: rest || trimmed, code: Number(match[1] ?? match[2]) };
}

/** A stored platform failure (a breaker's reason, a cookie check's): Zalo's English phrases in Vietnamese, the code apart. */
export function platformFailure(text: string | null | undefined): { text: string; code: number | null } | null {
  if (!text?.trim()) return null;
  return translatePlatformError(text);
}

/** Lower case without Vietnamese marks ('Đỗ Thị Hoà' → 'do thi hoa'), for a search that forgives them. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();
}

/** Does the account match the search: its name, its Zalo name, its Zalo id or phone. */
export function matchesSearch(account: Pick<Account, 'displayName' | 'zaloName' | 'zaloUserId' | 'phone'>, query: string): boolean {
  const wanted = foldText(query);
  if (!wanted) return true;
  return [account.displayName, account.zaloName, account.zaloUserId, account.phone].some((value) => value && foldText(value).includes(wanted));
}

export type StatusFilter = AccountStatus | 'all';

/** The statuses the accounts have, each with its count, in the spec's order (for the status filter). */
export function statusCounts(accounts: ReadonlyArray<Pick<Account, 'status'>>): Array<{ status: AccountStatus; label: string; count: number }> {
  return ACCOUNT_STATUSES.map((status) => ({
    status,
    label: ACCOUNT_STATUS_LABELS[status],
    count: accounts.filter((account) => account.status === status).length,
  })).filter((entry) => entry.count > 0);
}

export function filterAccounts<T extends Pick<Account, 'displayName' | 'zaloName' | 'zaloUserId' | 'phone' | 'status'>>(
  accounts: readonly T[],
  filter: { search: string; status: StatusFilter },
): T[] {
  return accounts.filter((account) => (filter.status === 'all' || account.status === filter.status) && matchesSearch(account, filter.search));
}

/** A failed check counts as invalid and needing re-login. */
export const FAILED_COOKIE_CHECK: CookieValidation = { isValid: false, needsRelogin: true };

/** The actions a card offers. Delete is always offered. */
export interface AccountActions {
  qrLogin: boolean;
  relogin: boolean;
  bot: boolean;
  aiAutoReply: boolean;
  forceQr: boolean;
}

/** Re-login when the status asks for it, or when an ACTIVE account's cookie check says invalid. */
export function needsRelogin(account: Pick<Account, 'status'>, cookie: CookieState): boolean {
  return RELOGIN_STATUSES.includes(account.status) || (account.status === 'ACTIVE' && cookie === 'invalid');
}

export function accountActions(account: Pick<Account, 'status'>, cookie: CookieState): AccountActions {
  const active = account.status === 'ACTIVE';
  return {
    qrLogin: account.status === 'PENDING',
    relogin: needsRelogin(account, cookie),
    bot: active,
    aiAutoReply: active,
    forceQr: active,
  };
}

/** The card's initial letter ('nguyễn' → 'N'). */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('vi-VN') : '?';
}

/** Chip and footer lengths (the first characters of the proxy id, the first 8 of the account id). */
export const PROXY_CHIP_CHARS = 8;
export const FOOTER_ID_CHARS = 8;

/**
 * The message for a failed call: the server's text when it sent one, `serverFallback` when it answered
 * without one, `networkText` when the request never completed (network, timeout).
 */
export function failureText(error: unknown, serverFallback: string, networkText: string): string {
  if (error instanceof ApiError) return error.message || serverFallback;
  return networkText;
}

/** The display name's rules in the add and edit dialogs, as antd form rules. */
export const DISPLAY_NAME_RULES = [
  { required: true, whitespace: true, message: ACCOUNT_MESSAGES.emptyDisplayName },
  { max: 100, message: ACCOUNT_MESSAGES.displayNameTooLong },
];

/** PATCH /accounts/{id} from the edit dialog: only what changed; a proxy removed is null ('No Proxy'). */
export interface EditAccountValues {
  displayName: string;
  /** Absent when the form does not offer the proxy (an AGENT's): left as it is. */
  proxyId?: string;
  autoStart: boolean;
  autoJoinByLink: boolean;
}

export function buildUpdateAccountPayload(account: Pick<Account, 'displayName' | 'proxyId' | 'autoStart' | 'autoJoinByLink'>, values: EditAccountValues) {
  const payload: { displayName?: string; proxyId?: string | null; autoStart?: boolean; autoJoinByLink?: boolean } = {};
  const displayName = values.displayName.trim();
  if (displayName !== account.displayName) payload.displayName = displayName;
  if (values.proxyId !== undefined) {
    const proxyId = values.proxyId || null;
    if (proxyId !== account.proxyId) payload.proxyId = proxyId;
  }
  if (values.autoStart !== account.autoStart) payload.autoStart = values.autoStart;
  if (values.autoJoinByLink !== account.autoJoinByLink) payload.autoJoinByLink = values.autoJoinByLink;
  return payload;
}

export interface AddAccountValues {
  displayName?: string;
  proxyId?: string | null;
  systemPrompt?: string;
  autoStart?: boolean;
  autoJoinByLink?: boolean;
}

/** POST /accounts body: names trimmed, an empty proxy and an empty prompt left out. */
export function buildCreateAccountPayload(values: AddAccountValues): CreateAccountInput {
  const payload: CreateAccountInput = {
    displayName: (values.displayName ?? '').trim(),
    autoStart: Boolean(values.autoStart),
    autoJoinByLink: Boolean(values.autoJoinByLink),
  };
  const proxyId = values.proxyId?.trim();
  if (proxyId) payload.proxyId = proxyId;
  const systemPrompt = values.systemPrompt?.trim();
  if (systemPrompt) payload.systemPrompt = systemPrompt;
  return payload;
}

/** QR states after which polling stops. */
export const isFinalQrStatus = (status: QrStatus | undefined) =>
  status === 'SUCCESS' || status === 'EXPIRED' || status === 'ERROR';

/** The image source of a QR answer (a bare base64 PNG; a full data URL is kept as is). */
export const qrImageSrc = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);
