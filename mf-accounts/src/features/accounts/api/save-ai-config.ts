import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AiConfigInput, aiApi, queryKeys } from 'shared-sdk';
import type { AiConfigView } from './get-ai-config';

/** PUT /ai/config/{accountId} {systemPrompt (trimmed, not empty), enabled}. */
export const saveAiConfig = ({ accountId, input }: { accountId: string; input: AiConfigInput }) =>
  aiApi.saveConfig(accountId, input);

export const useSaveAiConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAiConfig,
    onSuccess: (config, { accountId }) => {
      queryClient.setQueryData<AiConfigView>(queryKeys.ai.config(accountId), { ...config, exists: true });
      // The card's Auto-Reply chip follows `enabled`.
      return queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() });
    },
  });
};
