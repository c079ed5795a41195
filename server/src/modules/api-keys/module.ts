import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import { type ApiKeyGate, createApiKeyGate } from './gate';
import { createApiKeysRepo } from './repo';
import { apiKeysRoutes } from './routes';
import { createApiKeysService } from './service';

export interface ApiKeysModuleDeps {
  database: Database;
  log: FastifyBaseLogger;
  /** API_KEY_RATE_PER_MINUTE. */
  ratePerMinute: number;
  requireUser: AuthGuard;
  /** The workspace's Zalo accounts (the accounts module's). */
  accountIds(workspaceId: string): Promise<string[]>;
  /** People's e-mails by id (the auth module's). */
  emailsOf(userIds: string[]): Promise<Map<string, string>>;
  /** Whether the person is an OWNER or ADMIN of the workspace now (the auth module's memberships). */
  managesWorkspace(userId: string, workspaceId: string): Promise<boolean>;
}

export interface ApiKeysModule extends ServerModule {
  /** The onRequest hook that lets requests in with a key (add it to the app before any route). */
  admit: ApiKeyGate['admit'];
}

/** API keys: the workspace's own systems call the API with them, as the workspace, within the key's scope. */
export function createApiKeysModule(deps: ApiKeysModuleDeps): ApiKeysModule {
  const repo = createApiKeysRepo(deps.database.db);
  const gate = createApiKeyGate({ repo, database: deps.database, log: deps.log, ratePerMinute: deps.ratePerMinute, managesWorkspace: deps.managesWorkspace });
  const apiKeys = createApiKeysService({ repo, accountIds: deps.accountIds, emailsOf: deps.emailsOf, managesWorkspace: deps.managesWorkspace, changed: gate.forget });
  return {
    admit: gate.admit,
    routes: async (api) => api.register(apiKeysRoutes, { apiKeys, requireUser: deps.requireUser }),
    start: gate.start,
    stop: gate.stop,
  };
}
