import { randomUUID } from 'node:crypto';
import {
  type CreateProxyValues,
  maskCredential,
  type ProxyItem,
  type ProxyListQuery,
  type ProxyPage,
  type ProxyStats,
  type ProxyTestResult,
  type UpdateProxyValues,
} from 'shared-sdk/schemas';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import { type SecretBox, SecretBoxError } from '../../security/secret-box';
import type { ProxyTester } from './proxy-tester';
import type { ProxiesRepo, ProxyChanges, ProxyRow } from './repo';
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

/** What the API shows of a row: never the password, the username only masked. */
export function toProxyItem(row: ProxyRow): ProxyItem {
  return {
    id: row.id,
    name: row.name,
    scheme: row.scheme,
    host: row.host,
    port: row.port,
    maskedUsername: maskCredential(row.username),
    hasPassword: row.passwordSealed !== null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createProxiesService(deps: {
  repo: ProxiesRepo;
  secretBox: SecretBox;
  tester: ProxyTester;
  maxConcurrentTestsPerUser?: number;
}) {
  const { repo, secretBox, tester } = deps;
  const maxTests = deps.maxConcurrentTestsPerUser ?? MAX_CONCURRENT_TESTS_PER_USER;
  const testsRunning = new Map<string, number>();

  async function requireOwned(userId: string, id: string): Promise<ProxyRow> {
    // A malformed id cannot name any proxy; answering 404 also keeps it away from the database.
    const row = UUID_RE.test(id) ? await repo.find(userId, id) : undefined;
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

  return {
    async list(userId: string, query: ProxyListQuery): Promise<ProxyPage> {
      const { rows, total } = await repo.list(userId, query);
      return {
        items: rows.map(toProxyItem),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    async stats(userId: string): Promise<ProxyStats> {
      const { total, active } = await repo.stats(userId);
      return { total, active, inactive: total - active };
    },

    async get(userId: string, id: string): Promise<ProxyItem> {
      return toProxyItem(await requireOwned(userId, id));
    },

    async create(userId: string, input: CreateProxyValues): Promise<ProxyItem> {
      const id = randomUUID();
      const row = await repo.insert({
        id,
        userId,
        name: input.name,
        scheme: input.scheme,
        host: input.host,
        port: input.port,
        username: input.username ?? null,
        passwordSealed: input.password ? secretBox.seal(input.password, passwordContext(id)) : null,
        isActive: true,
      });
      return toProxyItem(row);
    },

    /** Absent fields stay; an empty username or password keeps the current one; null clears it. */
    async update(userId: string, id: string, input: UpdateProxyValues): Promise<ProxyItem> {
      await requireOwned(userId, id);
      const changes: ProxyChanges = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.scheme !== undefined) changes.scheme = input.scheme;
      if (input.host !== undefined) changes.host = input.host;
      if (input.port !== undefined) changes.port = input.port;
      if (input.isActive !== undefined) changes.isActive = input.isActive;
      if (input.username !== undefined) changes.username = input.username;
      if (input.password === null) changes.passwordSealed = null;
      else if (input.password !== undefined) changes.passwordSealed = secretBox.seal(input.password, passwordContext(id));
      const row = await repo.update(userId, id, changes);
      if (!row) throw notFound(PROXY_ERRORS.notFound);
      return toProxyItem(row);
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      await requireOwned(userId, id);
      if (!(await repo.remove(userId, id))) throw notFound(PROXY_ERRORS.notFound);
      return { id };
    },

    /** A real tunnel through the proxy to the test target; only an active proxy may be tested. */
    async test(userId: string, id: string): Promise<ProxyTestResult> {
      const row = await requireOwned(userId, id);
      if (!row.isActive) throw badRequest(PROXY_ERRORS.testInactive);
      const running = testsRunning.get(userId) ?? 0;
      if (running >= maxTests) throw tooManyRequests(PROXY_ERRORS.tooManyTests);
      let endpoint: ProxyEndpoint;
      try {
        endpoint = endpointOf(row);
      } catch (error) {
        if (error instanceof SecretBoxError) return { ok: false, error: PROXY_ERRORS.unreadablePassword };
        throw error;
      }
      testsRunning.set(userId, running + 1);
      try {
        return await tester(endpoint);
      } finally {
        const left = (testsRunning.get(userId) ?? 1) - 1;
        if (left > 0) testsRunning.set(userId, left);
        else testsRunning.delete(userId);
      }
    },

    /**
     * For other modules (accounts, the chat-platform driver): the proxy with its password opened, or
     * undefined when the user has no such proxy. Never send this to a client.
     */
    async endpointFor(userId: string, id: string): Promise<(ProxyEndpoint & { id: string; isActive: boolean }) | undefined> {
      const row = UUID_RE.test(id) ? await repo.find(userId, id) : undefined;
      return row ? { id: row.id, isActive: row.isActive, ...endpointOf(row) } : undefined;
    },
  };
}
export type ProxiesService = ReturnType<typeof createProxiesService>;
