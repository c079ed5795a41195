import type { Db } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { AccountsService } from '../accounts';
import { createAiConfigRepo } from './repo';
import { aiConfigRoutes } from './routes';
import { createAiConfigService } from './service';

export interface AiConfigModule extends ServerModule {
  /** An account's auto-reply settings, if any were saved. */
  configOf(workspaceId: string, accountId: string): Promise<{ systemPrompt: string; enabled: boolean } | undefined>;
}

/** Each account's AI auto-reply settings. */
export function createAiConfigModule(deps: {
  db: Db;
  accounts: AccountsService;
  providerConfigured: boolean;
  requireUser: AuthGuard;
}): AiConfigModule {
  const repo = createAiConfigRepo(deps.db);
  const aiConfig = createAiConfigService({ repo, accounts: deps.accounts, providerConfigured: deps.providerConfigured });
  return {
    configOf: repo.find,
    routes: async (api) => api.register(aiConfigRoutes, { aiConfig, requireUser: deps.requireUser }),
  };
}
