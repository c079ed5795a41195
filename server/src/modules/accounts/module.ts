import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { LimitService } from '../subscription';
import { type AccountRow, createAccountsRepo } from './repo';
import { accountsRoutes } from './routes';
import { type AccountsAi, type AccountsService, createAccountsService } from './service';

export interface AccountsModule extends ServerModule {
  accounts: AccountsService;
  /** The user's account, or undefined (none with this id, or another user's). */
  accountOf(workspaceId: string, accountId: string): Promise<AccountRow | undefined>;
}

/** What the plan limits count of this module. */
export function accountsUsage(database: Database) {
  return { countAccounts: createAccountsRepo(database.db).count };
}

/** The user's Zalo accounts (the records; their sessions are the bots module's). */
export function createAccountsModule(deps: {
  database: Database;
  limits: LimitService;
  requireUser: AuthGuard;
  /** The ai-config module's reads and writes of the accounts' AI settings (createAccountsAi). */
  ai: AccountsAi;
  /** The proxies module's: whether the user has this proxy. */
  ownsProxy(workspaceId: string, proxyId: string): Promise<boolean>;
  /** Zalo accounts allowed on one proxy (PROXY_MAX_ACCOUNTS). */
  proxyMaxAccounts: number;
  /** Before an account is deleted: whatever uses it must stop first. */
  beforeDelete(workspaceId: string, accountId: string): Promise<void>;
  /** After an account's proxy changed: its running bot moves onto the new proxy. */
  afterProxyChange?(workspaceId: string, accountId: string): Promise<void>;
}): AccountsModule {
  const repo = createAccountsRepo(deps.database.db);
  const accounts = createAccountsService({
    repo,
    limits: deps.limits,
    ai: deps.ai,
    ownsProxy: deps.ownsProxy,
    proxyMaxAccounts: deps.proxyMaxAccounts,
    beforeDelete: deps.beforeDelete,
    afterProxyChange: deps.afterProxyChange,
  });
  return {
    accounts,
    accountOf: repo.findOwned,
    routes: async (api) => api.register(accountsRoutes, { accounts, requireUser: deps.requireUser }),
  };
}
