import type { Account, CreateAccountInput, UpdateAccountInput } from 'shared-sdk/schemas';
import { AppError, forbidden, notFound } from '../../http/errors';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { isUuid } from '../../http/ids';
import type { Executor, LimitService } from '../subscription';
import type { AccountRow, AccountsRepo, AccountWithAi } from './repo';

export const ACCOUNT_ERRORS = {
  notFound: 'Không tìm thấy tài khoản',
  proxyNotFound: 'Không tìm thấy proxy',
  proxyFull: (max: number) =>
    `Proxy này đã dùng cho ${max} tài khoản Zalo, mức tối đa cho một proxy: nhiều tài khoản hơn trên một địa chỉ IP dễ bị Zalo khóa. Hãy chọn proxy khác.`,
};

export function toAccount(row: AccountWithAi): Account {
  return {
    id: row.id,
    displayName: row.displayName,
    zaloUserId: row.zaloUserId,
    zaloName: row.zaloName,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    status: row.status,
    proxyId: row.proxyId,
    autoStart: row.autoStart,
    autoJoinByLink: row.autoJoinByLink,
    autoReply: row.aiEnabled,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    cookieCheck: row.cookieCheckedAt
      ? {
          isValid: row.cookieValid === true,
          needsRelogin: row.cookieValid !== true,
          checkedAt: row.cookieCheckedAt.toISOString(),
          error: row.cookieCheckError,
        }
      : null,
  };
}

/** What the accounts read and write of each account's AI settings (the ai-config module's createAccountsAi). */
export interface AccountsAi {
  /** The accounts among these whose AI auto-reply is on. */
  enabledAmong(accountIds: string[]): Promise<Set<string>>;
  /** A new account's prompt, saved in `tx`, the transaction that creates the account. */
  saveWithNewAccount(tx: Executor, row: { accountId: string; workspaceId: string; systemPrompt: string }): Promise<void>;
}

export interface AccountsServiceDeps {
  repo: AccountsRepo;
  limits: LimitService;
  ai: AccountsAi;
  /** Whether the user has this proxy (the proxies module). */
  ownsProxy(workspaceId: string, proxyId: string): Promise<boolean>;
  /** Zalo accounts allowed on one proxy (PROXY_MAX_ACCOUNTS). */
  proxyMaxAccounts: number;
  /** Called before an account is deleted: its live session must stop first (the bots module). */
  beforeDelete?: (workspaceId: string, accountId: string) => Promise<void>;
  /** Called after an account's proxy changed: its running bot goes out through the new one (the bots module). */
  afterProxyChange?: (workspaceId: string, accountId: string) => Promise<void>;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { repo, limits, ai } = deps;

  async function owned(workspaceId: string, id: string): Promise<AccountRow> {
    const row = isUuid(id) ? await repo.findOwned(workspaceId, id) : undefined;
    if (!row) throw notFound(ACCOUNT_ERRORS.notFound);
    return row;
  }

  /** The proxy is the workspace's and has room for one more account (`accountId`, when it moves onto it). */
  async function checkProxy(workspaceId: string, proxyId: string | null | undefined, accountId?: string): Promise<void> {
    if (!proxyId) return;
    if (!(await deps.ownsProxy(workspaceId, proxyId))) throw notFound(ACCOUNT_ERRORS.proxyNotFound);
    if ((await repo.countOnProxy(workspaceId, proxyId, accountId)) >= deps.proxyMaxAccounts) {
      throw new AppError(409, ACCOUNT_ERRORS.proxyFull(deps.proxyMaxAccounts));
    }
  }

  /** The rows with their AI switch, read in one statement for them all. */
  async function withAi(rows: AccountRow[]): Promise<AccountWithAi[]> {
    const enabled = await ai.enabledAmong(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, aiEnabled: enabled.has(row.id) }));
  }

  return {
    owned,

    /** The workspace's accounts, only those of `scope` when given (an AGENT's, `accountScope`). */
    async list(workspaceId: string, scope: string[] | null = null): Promise<Account[]> {
      return (await withAi(await repo.list(workspaceId, scope))).map(toAccount);
    },

    async get(workspaceId: string, id: string): Promise<Account> {
      const [row] = await withAi([await owned(workspaceId, id)]);
      return toAccount(row);
    },

    /** The plan's account limit is enforced here, whatever the UI showed. */
    async create(workspaceId: string, input: CreateAccountInput & { proxyId?: string | null }): Promise<Account> {
      await checkProxy(workspaceId, input.proxyId);
      const check = await limits.checkAccountLimit(workspaceId);
      if (!check.canAdd) throw new AppError(403, check.reason ?? 'Không thể thêm tài khoản mới');
      const systemPrompt = input.systemPrompt || undefined;
      const row = await repo.insertWithinLimit(
        {
          workspaceId,
          displayName: input.displayName,
          autoStart: input.autoStart ?? false,
          autoJoinByLink: input.autoJoinByLink ?? false,
          proxyId: input.proxyId ?? null,
        },
        check.limit,
        systemPrompt ? (tx, account) => ai.saveWithNewAccount(tx, { accountId: account.id, workspaceId: account.workspaceId, systemPrompt }) : undefined,
      );
      if (!row) throw new AppError(403, (await limits.checkAccountLimit(workspaceId)).reason ?? 'Không thể thêm tài khoản mới');
      return toAccount({ ...row, aiEnabled: false });
    },

    /**
     * A new proxy (OWNER and ADMIN only: `access`) also clears the last cookie check (Zalo may refuse the cookie from another address) and moves a
     * running bot onto the new proxy.
     */
    async update(
      workspaceId: string,
      id: string,
      input: UpdateAccountInput & { proxyId?: string | null },
      access: { mayChangeProxy: boolean } = { mayChangeProxy: true },
    ): Promise<Account> {
      const [current] = await withAi([await owned(workspaceId, id)]);
      const proxyChanged = input.proxyId !== undefined && input.proxyId !== current.proxyId;
      // An AGENT may rename their account and switch its options, but its proxy is the OWNER's and ADMINs' choice.
      if (proxyChanged && !access.mayChangeProxy) throw forbidden(ACCESS_MESSAGES.adminOnly);
      if (proxyChanged) await checkProxy(workspaceId, input.proxyId, id);
      const changes = proxyChanged ? { ...input, cookieValid: null, cookieCheckedAt: null, cookieCheckError: null } : input;
      const updated = await repo.update(workspaceId, id, changes);
      if (!updated) throw notFound(ACCOUNT_ERRORS.notFound);
      if (proxyChanged) await deps.afterProxyChange?.(workspaceId, id);
      return toAccount({ ...updated, aiEnabled: current.aiEnabled });
    },

    /** Stops the account's session, then removes the account with everything that belongs to it. */
    async remove(workspaceId: string, id: string): Promise<{ id: string }> {
      await owned(workspaceId, id);
      await deps.beforeDelete?.(workspaceId, id);
      if (!(await repo.remove(workspaceId, id))) throw notFound(ACCOUNT_ERRORS.notFound);
      return { id };
    },

    countAccounts: (workspaceId: string) => repo.count(workspaceId),
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
