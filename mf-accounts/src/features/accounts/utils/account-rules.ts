import {
  type Account,
  ApiError,
  type CookieValidation,
  type CreateAccountInput,
  type QrStatus,
  RELOGIN_STATUSES,
} from 'shared-sdk';

/** What a cookie check says, or that none has run yet. */
export type CookieState = 'unchecked' | 'checking' | 'valid' | 'invalid';

export function cookieStateOf(validation: CookieValidation | undefined, checking: boolean): CookieState {
  if (checking) return 'checking';
  if (!validation) return 'unchecked';
  return validation.isValid && !validation.needsRelogin ? 'valid' : 'invalid';
}

/** A failed check counts as invalid and needing re-login (spec part 1 §4, §8). */
export const FAILED_COOKIE_CHECK: CookieValidation = { isValid: false, needsRelogin: true };

/** The actions a card offers (spec part 1 §2, §4). Delete is always offered. */
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

/** Chip and footer lengths (spec part 1 §2). */
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

export interface AddAccountValues {
  displayName?: string;
  proxyId?: string | null;
  systemPrompt?: string;
  autoStart?: boolean;
  autoJoinByLink?: boolean;
}

/** POST /accounts body: names trimmed, an empty proxy and an empty prompt left out (spec part 1 §5). */
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
