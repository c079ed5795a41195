import type { AiConfig, AiConfigInput } from 'shared-sdk/schemas';
import { DEFAULT_AI_SYSTEM_PROMPT } from 'shared-sdk/ai-prompts';
import { notFound } from '../../http/errors';
import type { AccountsService } from '../accounts';
import type { AiConfigRepo, AiConfigRow } from './repo';

export const AI_CONFIG_ERRORS = { notConfigured: 'Tài khoản chưa có cấu hình AI' } as const;

/** The AI auto-reply settings of an account; the account must be the caller's (else 404). */
export function createAiConfigService(deps: { repo: AiConfigRepo; accounts: AccountsService; providerConfigured: boolean }) {
  const { repo, accounts } = deps;
  const toConfig = (row: AiConfigRow): AiConfig => ({
    systemPrompt: row.systemPrompt,
    enabled: row.enabled,
    providerConfigured: deps.providerConfigured,
  });

  return {
    /** A 404 means no config yet; the client treats it as empty. */
    async get(workspaceId: string, accountId: string): Promise<AiConfig> {
      await accounts.owned(workspaceId, accountId);
      const row = await repo.find(workspaceId, accountId);
      if (!row) throw notFound(AI_CONFIG_ERRORS.notConfigured);
      return toConfig(row);
    },

    async save(workspaceId: string, accountId: string, input: AiConfigInput): Promise<AiConfig> {
      await accounts.owned(workspaceId, accountId);
      return toConfig(await repo.upsert({ workspaceId, accountId, systemPrompt: input.systemPrompt, enabled: input.enabled }));
    },

    /** The toggle acts at once; an account without a prompt yet gets the default one. */
    async toggle(workspaceId: string, accountId: string, enabled: boolean): Promise<AiConfig> {
      await accounts.owned(workspaceId, accountId);
      const current = await repo.find(workspaceId, accountId);
      const systemPrompt = current?.systemPrompt ?? DEFAULT_AI_SYSTEM_PROMPT;
      return toConfig(await repo.upsert({ workspaceId, accountId, systemPrompt, enabled }));
    },
  };
}
export type AiConfigService = ReturnType<typeof createAiConfigService>;
