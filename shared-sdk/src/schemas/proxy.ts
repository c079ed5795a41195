import * as v from 'valibot';
import {
  PROXY_DEFAULT_PORT,
  PROXY_DROPDOWN_LIMIT,
  PROXY_PAGE_SIZE,
  PROXY_PORT_MAX,
  PROXY_PORT_MIN,
  PROXY_SCHEMES,
} from '../constants';

/** Proxies: the contract of /api/v1/proxies. */

export type ProxyScheme = (typeof PROXY_SCHEMES)[number];

export const PROXY_NAME_MAX = 100;
export const PROXY_HOST_MAX = 253;
export const PROXY_CREDENTIAL_MAX = 255;

export const PROXY_MESSAGES = {
  /** Name and host are required after trimming. */
  required: 'Please fill in all required fields',
  invalidScheme: 'Giao thức proxy phải là http, https, socks4 hoặc socks5',
  invalidHost: 'Địa chỉ máy chủ không hợp lệ (chỉ nhập tên miền hoặc địa chỉ IP, không kèm giao thức hay cổng)',
  invalidPort: `Cổng phải là số từ ${PROXY_PORT_MIN} đến ${PROXY_PORT_MAX}`,
  nameTooLong: `Tên proxy tối đa ${PROXY_NAME_MAX} ký tự`,
  credentialTooLong: `Tên đăng nhập và mật khẩu tối đa ${PROXY_CREDENTIAL_MAX} ký tự`,
  invalidActive: 'Trạng thái hoạt động không hợp lệ',
} as const;

/** The last test of a proxy, kept on the server. */
export interface ProxyLastTest {
  ok: boolean;
  /** ISO date-time. */
  at: string;
  latencyMs: number | null;
  /** Why it failed, in a sentence; null when it worked. */
  error: string | null;
  /** The technical part of a failure (the proxy's HTTP status, a system error code), for a detail line. */
  detail: string | null;
}

/** An account going out through a proxy. */
export interface ProxyAccountRef {
  id: string;
  displayName: string;
}

/** One proxy as the API answers it. The password is write-only: only `hasPassword` says whether one is set. */
export interface ProxyItem {
  id: string;
  name: string;
  scheme: ProxyScheme;
  host: string;
  port: number;
  /** The username, for the owner's edit form (the password is never sent back). */
  username: string | null;
  /** The username with its middle hidden ('al***23'), or null when there is none: what the card shows. */
  maskedUsername: string | null;
  hasPassword: boolean;
  isActive: boolean;
  /** The last test, null until one ran (or since the address or credentials changed). */
  lastTest: ProxyLastTest | null;
  /** The user's accounts that use this proxy, by name. */
  accounts: ProxyAccountRef[];
  /** How many Zalo accounts may use one proxy (the server's PROXY_MAX_ACCOUNTS): more on one IP is a ban signal. */
  maxAccounts: number;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
}

export interface ProxyPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** GET /proxies. */
export interface ProxyPage {
  items: ProxyItem[];
  pagination: ProxyPagination;
}

/** GET /proxies/stats/summary. */
export interface ProxyStats {
  total: number;
  active: number;
  inactive: number;
}

/**
 * POST /proxies/{id}/test. A tunnel through the proxy to the server's test target either opens
 * (`ok`, with the time it took) or does not (`error` says why). A failed test is answered with
 * `success: false` and the same reason as the envelope's `error`.
 */
export type ProxyTestResult =
  | { ok: true; latencyMs: number; target: string }
  | { ok: false; error: string; detail?: string; latencyMs?: number; target?: string };

/** 'alice123' → 'al***23', 'bob' → 'b***': enough to recognise a username on a card, not to read it. */
export function maskCredential(value: string | null | undefined): string | null {
  if (!value) return null;
  const chars = Array.from(value);
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** host:port as people write it, with brackets around an IPv6 address. */
export function formatProxyAddress(host: string, port: number): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const HOSTNAME_RE = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV6_RE = /^[0-9A-Fa-f:.]+$/;

/** A hostname, an IPv4 address or an IPv6 address (brackets are taken off). */
export function isValidProxyHost(host: string): boolean {
  if (host.length === 0 || host.length > PROXY_HOST_MAX) return false;
  if (host.includes(':')) return IPV6_RE.test(host) && host.split(':').length >= 3;
  return HOSTNAME_RE.test(host);
}

const requiredText = (max: number, tooLong: string) =>
  v.pipe(v.string(PROXY_MESSAGES.required), v.trim(), v.nonEmpty(PROXY_MESSAGES.required), v.maxLength(max, tooLong));

const name = requiredText(PROXY_NAME_MAX, PROXY_MESSAGES.nameTooLong);

const host = v.pipe(
  v.string(PROXY_MESSAGES.required),
  v.trim(),
  v.nonEmpty(PROXY_MESSAGES.required),
  v.transform((value) => (value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value).toLowerCase()),
  v.check(isValidProxyHost, PROXY_MESSAGES.invalidHost),
);

const scheme = v.picklist(PROXY_SCHEMES, PROXY_MESSAGES.invalidScheme);

/** Absent, null or empty → the default port 8080; a number or a numeric text must be an integer in 1–65535. */
function portValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return PROXY_DEFAULT_PORT;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}
const port = v.pipe(
  v.unknown(),
  v.transform(portValue),
  v.number(PROXY_MESSAGES.invalidPort),
  v.integer(PROXY_MESSAGES.invalidPort),
  v.minValue(PROXY_PORT_MIN, PROXY_MESSAGES.invalidPort),
  v.maxValue(PROXY_PORT_MAX, PROXY_MESSAGES.invalidPort),
);

/** A username (trimmed) or password (kept as typed); empty means none. */
const credential = (trim: boolean) =>
  v.pipe(
    v.string(PROXY_MESSAGES.credentialTooLong),
    v.transform((value) => (trim ? value.trim() : value)),
    v.maxLength(PROXY_CREDENTIAL_MAX, PROXY_MESSAGES.credentialTooLong),
    v.transform((value) => (value === '' ? undefined : value)),
  );

/** POST /proxies: name, scheme, host, port, username?, password?. */
export const CreateProxySchema = v.object(
  {
    name,
    scheme: v.optional(scheme, 'http'),
    host,
    port: v.optional(port, PROXY_DEFAULT_PORT),
    username: v.optional(v.nullable(credential(true))),
    password: v.optional(v.nullable(credential(false))),
  },
  PROXY_MESSAGES.required,
);
export type CreateProxyInput = v.InferInput<typeof CreateProxySchema>;
export type CreateProxyValues = v.InferOutput<typeof CreateProxySchema>;

/**
 * PATCH /proxies/{id}: any subset. An absent field is unchanged; an empty port falls back to 8080; an empty
 * username or password keeps the current one; null clears the username or the password.
 */
export const UpdateProxySchema = v.object({
  name: v.optional(name),
  scheme: v.optional(scheme),
  host: v.optional(host),
  port: v.optional(port),
  username: v.optional(v.nullable(credential(true))),
  password: v.optional(v.nullable(credential(false))),
  isActive: v.optional(v.boolean(PROXY_MESSAGES.invalidActive)),
});
export type UpdateProxyInput = v.InferInput<typeof UpdateProxySchema>;
export type UpdateProxyValues = v.InferOutput<typeof UpdateProxySchema>;

/** Query of GET /proxies; values that make no sense fall back to the defaults instead of failing the page. */
export interface ProxyListParams {
  isActive?: boolean;
  page?: number;
  limit?: number;
}

function positiveInt(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

export const ProxyListQuerySchema = v.object({
  isActive: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): boolean | undefined =>
        value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined,
      ),
    ),
  ),
  page: v.optional(v.pipe(v.unknown(), v.transform((value) => positiveInt(value) ?? 1)), 1),
  limit: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => Math.min(positiveInt(value) ?? PROXY_PAGE_SIZE, PROXY_DROPDOWN_LIMIT)),
    ),
    PROXY_PAGE_SIZE,
  ),
});
export type ProxyListQuery = v.InferOutput<typeof ProxyListQuerySchema>;

// ── Many proxies at once: one per line, `host:port` or `host:port:username:password` ──

export const PROXY_IMPORT_MAX_LINES = 500;
export const PROXY_IMPORT_MAX_CHARS = 100_000;

export const PROXY_IMPORT_MESSAGES = {
  empty: 'Hãy dán ít nhất một proxy, mỗi dòng một proxy',
  tooManyLines: `Tối đa ${PROXY_IMPORT_MAX_LINES} proxy mỗi lần dán`,
  tooLong: 'Nội dung dán quá dài',
  format: 'Sai định dạng: cần địa chỉ:cổng hoặc địa chỉ:cổng:tên đăng nhập:mật khẩu',
  missingPassword: 'Thiếu mật khẩu: cần địa chỉ:cổng:tên đăng nhập:mật khẩu',
  ipv6: 'Địa chỉ IPv6 không dán được theo dòng: hãy thêm bằng nút "Thêm proxy"',
  duplicateLine: (line: number) => `Trùng với dòng ${line}`,
  exists: (name: string) => `Đã có proxy này ("${name}")`,
} as const;

/** One pasted line, read: the proxy it describes, or why it cannot be one. Blank lines and `#` comments are skipped. */
export type ProxyLine =
  | { line: number; ok: true; host: string; port: number; username: string | null; password: string | null }
  | { line: number; ok: false; error: string };

/**
 * Reads pasted proxies, one per line: `host:port` or `host:port:username:password` (a password may contain ':').
 * Each line is checked with the create form's rules; a repeat of an earlier line (same host, port and username) is
 * refused naming that line. Used by the paste dialog's preview and by the server, so both say the same.
 */
export function parseProxyLines(text: string): ProxyLine[] {
  const lines: ProxyLine[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const value = raw.trim();
    if (!value || value.startsWith('#')) return;
    const parts = value.split(':');
    const refuse = (error: string) => lines.push({ line, ok: false, error });
    if (value.includes('[')) return refuse(PROXY_IMPORT_MESSAGES.ipv6);
    if (parts.length < 2) return refuse(PROXY_IMPORT_MESSAGES.format);
    const [hostText, portText, username = '', ...rest] = parts;
    if (!/^\s*\d+\s*$/.test(portText)) {
      const looksIpv6 = parts.length > 2 && /^[0-9a-f]{0,4}$/i.test(hostText) && /^[0-9a-f]{0,4}$/i.test(portText);
      return refuse(looksIpv6 ? PROXY_IMPORT_MESSAGES.ipv6 : PROXY_MESSAGES.invalidPort);
    }
    if (parts.length === 3) return refuse(PROXY_IMPORT_MESSAGES.missingPassword);
    const password = rest.join(':');
    const checked = v.safeParse(CreateProxySchema, {
      name: 'proxy',
      host: hostText,
      port: portText.trim(),
      username: username.trim() || undefined,
      password: password || undefined,
    });
    if (!checked.success) return refuse(checked.issues[0].message);
    const { host, port } = checked.output;
    const user = checked.output.username ?? null;
    const key = `${host}:${port}:${user ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined) return refuse(PROXY_IMPORT_MESSAGES.duplicateLine(first));
    seen.set(key, line);
    lines.push({ line, ok: true, host, port, username: user, password: checked.output.password ?? null });
  });
  return lines;
}

/** The name a pasted proxy gets: its address, and its username when it has one (rotating proxies share an address). */
export function pastedProxyName(line: { host: string; port: number; username: string | null }): string {
  const address = formatProxyAddress(line.host, line.port);
  return (line.username ? `${address} · ${line.username}` : address).slice(0, PROXY_NAME_MAX);
}

/** POST /proxies/import: the pasted text and the scheme every line uses. */
export const ProxyImportSchema = v.object(
  {
    scheme: v.optional(scheme, 'http'),
    text: v.pipe(
      v.string(PROXY_IMPORT_MESSAGES.empty),
      v.maxLength(PROXY_IMPORT_MAX_CHARS, PROXY_IMPORT_MESSAGES.tooLong),
      v.check((text) => text.trim().length > 0, PROXY_IMPORT_MESSAGES.empty),
    ),
  },
  PROXY_IMPORT_MESSAGES.empty,
);
export type ProxyImportInput = v.InferInput<typeof ProxyImportSchema>;

/** The answer of POST /proxies/import: every non-blank line with what became of it. */
export interface ProxyImportResult {
  created: number;
  rejected: number;
  lines: Array<
    | { line: number; status: 'created'; proxy: { id: string; name: string } }
    | { line: number; status: 'rejected'; error: string }
  >;
}

/** Whether one more account may go out through the proxy (`accountId`: the account that would move onto it). */
export function proxyHasRoom(proxy: Pick<ProxyItem, 'accounts' | 'maxAccounts'>, accountId?: string): boolean {
  return proxy.accounts.filter((account) => account.id !== accountId).length < proxy.maxAccounts;
}
