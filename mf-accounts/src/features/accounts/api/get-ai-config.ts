import { queryOptions, useQuery } from '@tanstack/react-query';
import { aiApi, botsApi, queryKeys } from 'shared-sdk';

/** An account's AI settings as the modal shows them. */
export interface AiConfigView {
  systemPrompt: string;
  enabled: boolean;
  /** false: no AI provider on the server; undefined: could not be told. */
  providerConfigured: boolean | undefined;
  /** false when the server has none yet (its 404, treated as empty). */
  exists: boolean;
}

/**
 * GET /ai/config/{accountId}; a 404 is no config, shown empty. Without a config the
 * answer cannot say whether the server has an AI provider, so the bot's health is asked instead.
 */
export async function getAiConfig(accountId: string): Promise<AiConfigView> {
  const config = await aiApi.getConfig(accountId);
  if (config) return { ...config, exists: true };
  const providerConfigured = await botsApi.health(accountId).then(
    (health) => health.aiProviderConfigured,
    () => undefined,
  );
  return { systemPrompt: '', enabled: false, providerConfigured, exists: false };
}

export const aiConfigQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: queryKeys.ai.config(accountId), queryFn: () => getAiConfig(accountId), staleTime: 0, gcTime: 0 });

export const useAiConfig = (accountId: string) => useQuery(aiConfigQueryOptions(accountId));
