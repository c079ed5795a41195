import { randomUUID } from 'node:crypto';
import {
  type CreateProxyValues,
  maskCredential,
  parseProxyLines,
  pastedProxyName,
  PROXY_IMPORT_MAX_LINES,
  PROXY_IMPORT_MESSAGES,
  type ProxyAccountRef,
  type ProxyImportResult,
  type ProxyItem,
  type ProxyListQuery,
  type ProxyPage,
  type ProxyScheme,
  type ProxyStats,
  type ProxyTestResult,
  type UpdateProxyValues,
} from 'shared-sdk/schemas';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import { type SecretBox, SecretBoxError } from '../../security/secret-box';
import type { ProxyTester } from './proxy-tester';
import type { NewProxyRow, ProxiesRepo, ProxyChanges, ProxyRow } from './repo';
import type { ProxyEndpoint } from './tunnel';

export const PROXY_ERRORS = {
  notFound: 'Không tìm thấy proxy',
  testInactive: 'Proxy đang tắt. Hãy bật proxy trước khi kiểm tra.',
  tooManyTests: 'Đang kiểm tra quá nhiều proxy cùng lúc, vui lòng đợi trong giây lát',
  /** The stored password does not open: APP_SECRET changed, or the row was altered. */
  unreadablePassword: 'Không đọc được mật khẩu đã lưu của proxy. Hãy sửa proxy và nhập lại mật khẩu.',
} as const;

/** Tests one user may run at the same time: each one opens a connection from the server. */
export const MAX_CONCURRENT_TESTS_PER_USER = 3;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sealed password is bound to its row, so it cannot be copied onto another proxy. */
const passwordContext = (id: string) => `proxy-password:${id}`;

/** What the API shows of a row (to its owner): never the password; the username, and masked for the card. */
export function toProxyItem(row: ProxyRow, maxAccounts: number, accounts: ProxyAccountRef[] = []): ProxyItem {
  return {
    id: row.id,
    name: row.name,
    scheme: row.scheme,
    host: row.host,
    port: row.port,
    username: row.username,
    maskedUsername: maskCredential(row.username),
    hasPassword: row.passwordSealed !== null,
    isActive: row.isActive,
    lastTest:
      row.lastTestAt && row.lastTestOk !== null
        ? {
            ok: row.lastTestOk,
            at: row.lastTestAt.toISOString(),
            latencyMs: row.lastTestLatencyMs,
            error: row.lastTestError,
            detail: row.lastTestDetail,
          }
        : null,
    accounts,
    maxAccounts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The last test no longer says anything about a proxy whose address or credentials changed. */
const NO_TEST: ProxyChanges = { lastTestOk: null, lastTestAt: null, lastTestLatencyMs: null, lastTestError: null, lastTestDetail: null };

/**
 * Many proxies pasted at once, one per line (`host:port` or `host:port:username:password`), all of one scheme.
 * Each line is created or refused with its reason (its format, a repeat of an earlier line, a proxy the user
 * already has): the answer names every line, so nothing is dropped silently.
 */
async function importProxyLines(
  deps: { repo: ProxiesRepo; secretBox: SecretBox },
  workspaceId: string,
  input: { scheme: ProxyScheme; text: string },
): Promise<ProxyImportResult> {
  const { repo, secretBox } = deps;
  const lines = parseProxyLines(input.text);
  if (lines.length === 0) throw badRequest(PROXY_IMPORT_MESSAGES.empty);
  if (lines.length > PROXY_IMPORT_MAX_LINES) throw badRequest(PROXY_IMPORT_MESSAGES.tooManyLines);
  const existing = new Map((await repo.addresses(workspaceId)).map((row) => [`${row.host}:${row.port}:${row.username ?? ''}`, row.name]));
  const answers: ProxyImportResult['lines'] = [];
  const toInsert: Array<{ line: number; row: NewProxyRow }> = [];
  for (const line of lines) {
    if (!line.ok) {
      answers.push({ line: line.line, status: 'rejected', error: line.error });
      continue;
    }
    const known = existing.get(`${line.host}:${line.port}:${line.username ?? ''}`);
    if (known !== undefined) {
      answers.push({ line: line.line, status: 'rejected', error: PROXY_IMPORT_MESSAGES.exists(known) });
      continue;
    }
    const id = randomUUID();
    toInsert.push({
      line: line.line,
      row: {
        id,
        workspaceId,
        name: pastedProxyName(line),
        scheme: input.scheme,
        host: line.host,
        port: line.port,
        username: line.username,
        passwordSealed: line.password ? secretBox.seal(line.password, passwordContext(id)) : null,
        isActive: true,
      },
    });
  }
  const inserted = new Map((await repo.insertMany(toInsert.map((entry) => entry.row))).map((row) => [row.id, row]));
  for (const { line, row } of toInsert) {
    const saved = inserted.get(row.id as string);
    if (saved) answers.push({ line, status: 'created', proxy: { id: saved.id, name: saved.name } });
  }
  answers.sort((a, b) => a.line - b.line);
  const created = answers.filter((answer) => answer.status === 'created').length;
  return { created, rejected: answers.length - created, lines: answers };
}

/**
 * What an edit changes: absent fields stay, null clears the password, a new password is sealed with `seal`. A new
 * address or new credentials forget the last test.
 */
function changesOf(current: ProxyRow, input: UpdateProxyValues, seal: (password: string) => string): ProxyChanges {
  const changes: ProxyChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.scheme !== undefined) changes.scheme = input.scheme;
  if (input.host !== undefined) changes.host = input.host;
  if (input.port !== undefined) changes.port = input.port;
  if (input.isActive !== undefined) changes.isActive = input.isActive;
  if (input.username !== undefined) changes.username = input.username;
  if (input.password === null) changes.passwordSealed = null;
  else if (input.password !== undefined) changes.passwordSealed = seal(input.password);
  const reached =
    (changes.scheme !== undefined && changes.scheme !== current.scheme) ||
    (changes.host !== undefined && changes.host !== current.host) ||
    (changes.port !== undefined && changes.port !== current.port) ||
    (changes.username !== undefined && changes.username !== current.username) ||
    changes.passwordSealed !== undefined;
  return reached ? { ...changes, ...NO_TEST } : changes;
}

/**
 * Testing the user's proxies: a real tunnel through the proxy to the test target, at most `maxTests` at once per
 * user; the result is kept on the proxy.
 */
function createProxyTests(deps: { repo: ProxiesRepo; tester: ProxyTester; maxTests: number; endpointOf: (row: ProxyRow) => ProxyEndpoint }) {
  const { repo, tester, maxTests, endpointOf } = deps;
  const testsRunning = new Map<string, number>();

  return async function test(workspaceId: string, row: ProxyRow): Promise<ProxyTestResult> {
    const { id } = row;
    if (!row.isActive) throw badRequest(PROXY_ERRORS.testInactive);
    const running = testsRunning.get(workspaceId) ?? 0;
    if (running >= maxTests) throw tooManyRequests(PROXY_ERRORS.tooManyTests);
    const remember = async (result: ProxyTestResult): Promise<ProxyTestResult> => {
      await repo.recordTest(workspaceId, id, {
        lastTestOk: result.ok,
        lastTestAt: new Date(),
        lastTestLatencyMs: result.latencyMs ?? null,
        lastTestError: result.ok ? null : result.error,
        lastTestDetail: result.ok ? null : (result.detail ?? null),
      });
      return result;
    };
    let endpoint: ProxyEndpoint;
    try {
      endpoint = endpointOf(row);
    } catch (error) {
      if (error instanceof SecretBoxError) return remember({ ok: false, error: PROXY_ERRORS.unreadablePassword });
      throw error;
    }
    testsRunning.set(workspaceId, running + 1);
    try {
      return await remember(await tester(endpoint));
    } finally {
      const left = (testsRunning.get(workspaceId) ?? 1) - 1;
      if (left > 0) testsRunning.set(workspaceId, left);
      else testsRunning.delete(workspaceId);
    }
  };
}

export function createProxiesService(deps: {
  repo: ProxiesRepo;
  secretBox: SecretBox;
  tester: ProxyTester;
  /** Zalo accounts allowed on one proxy (PROXY_MAX_ACCOUNTS), shown with each proxy. */
  maxAccounts: number;
  maxConcurrentTestsPerUser?: number;
}) {
  const { repo, secretBox } = deps;

  async function requireOwned(workspaceId: string, id: string): Promise<ProxyRow> {
    // A malformed id cannot name any proxy; answering 404 also keeps it away from the database.
    const row = UUID_RE.test(id) ? await repo.find(workspaceId, id) : undefined;
    if (!row) throw notFound(PROXY_ERRORS.notFound);
    return row;
  }

  function endpointOf(row: ProxyRow): ProxyEndpoint {
    return {
      scheme: row.scheme,
      host: row.host,
      port: row.port,
      username: row.username,
      password: row.passwordSealed === null ? null : secretBox.open(row.passwordSealed, passwordContext(row.id)),
    };
  }
  const test = createProxyTests({ repo, tester: deps.tester, maxTests: deps.maxConcurrentTestsPerUser ?? MAX_CONCURRENT_TESTS_PER_USER, endpointOf });

  /** The rows as the API shows them, each with the accounts that use it. */
  async function itemsOf(workspaceId: string, rows: ProxyRow[]): Promise<ProxyItem[]> {
    const users = await repo.usersOf(
      workspaceId,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toProxyItem(
        row,
        deps.maxAccounts,
        users.filter((user) => user.proxyId === row.id).map(({ id, displayName }) => ({ id, displayName })),
      ),
    );
  }
  const itemOf = async (workspaceId: string, row: ProxyRow) => (await itemsOf(workspaceId, [row]))[0];

  return {
    async list(workspaceId: string, query: ProxyListQuery): Promise<ProxyPage> {
      const { rows, total } = await repo.list(workspaceId, query);
      return {
        items: await itemsOf(workspaceId, rows),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    async stats(workspaceId: string): Promise<ProxyStats> {
      const { total, active } = await repo.stats(workspaceId);
      return { total, active, inactive: total - active };
    },

    async get(workspaceId: string, id: string): Promise<ProxyItem> {
      return itemOf(workspaceId, await requireOwned(workspaceId, id));
    },

    async create(workspaceId: string, input: CreateProxyValues): Promise<ProxyItem> {
      const id = randomUUID();
      const row = await repo.insert({
        id,
        workspaceId,
        name: input.name,
        scheme: input.scheme,
        host: input.host,
        port: input.port,
        username: input.username ?? null,
        passwordSealed: input.password ? secretBox.seal(input.password, passwordContext(id)) : null,
        isActive: true,
      });
      return toProxyItem(row, deps.maxAccounts);
    },

    /** Many proxies pasted at once: every line created or refused with its reason. */
    importLines: (workspaceId: string, input: { scheme: ProxyScheme; text: string }) => importProxyLines({ repo, secretBox }, workspaceId, input),

    /** Absent fields stay; an empty username or password keeps the current one; null clears it. */
    async update(workspaceId: string, id: string, input: UpdateProxyValues): Promise<ProxyItem> {
      const current = await requireOwned(workspaceId, id);
      const changes = changesOf(current, input, (password) => secretBox.seal(password, passwordContext(id)));
      const row = await repo.update(workspaceId, id, changes);
      if (!row) throw notFound(PROXY_ERRORS.notFound);
      return itemOf(workspaceId, row);
    },

    async remove(workspaceId: string, id: string): Promise<{ id: string }> {
      await requireOwned(workspaceId, id);
      if (!(await repo.remove(workspaceId, id))) throw notFound(PROXY_ERRORS.notFound);
      return { id };
    },

    /**
     * A real tunnel through the proxy to the test target; only an active proxy may be tested. The result is kept
     * on the proxy (its card shows the last one, and a failed test shows as failed until the next one).
     */
    async test(workspaceId: string, id: string): Promise<ProxyTestResult> {
      return test(workspaceId, await requireOwned(workspaceId, id));
    },

    /**
     * For other modules (accounts, the chat-platform driver): the proxy with its password opened, or
     * undefined when the user has no such proxy. Never send this to a client.
     */
    async endpointFor(workspaceId: string, id: string): Promise<(ProxyEndpoint & { id: string; isActive: boolean }) | undefined> {
      const row = UUID_RE.test(id) ? await repo.find(workspaceId, id) : undefined;
      return row ? { id: row.id, isActive: row.isActive, ...endpointOf(row) } : undefined;
    },
  };
}
export type ProxiesService = ReturnType<typeof createProxiesService>;
