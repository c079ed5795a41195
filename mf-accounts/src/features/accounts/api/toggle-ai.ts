import { useMutation, useQueryClient } from '@tanstack/react-query';
import { aiApi, queryKeys } from 'shared-sdk';
import type { AiConfigView } from './get-ai-config';

/** PATCH /ai/config/{accountId}/toggle {enabled}: acts at once, apart from the prompt. */
export const toggleAi = ({ accountId, enabled }: { accountId: string; enabled: boolean }) => aiApi.toggle(accountId, enabled);

export const useToggleAi = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAi,
    onSuccess: (config, { accountId }) => {
      // Only the flag and the provider: a prompt being edited in the modal stays as typed.
      queryClient.setQueryData<AiConfigView>(queryKeys.ai.config(accountId), (current) => ({
        systemPrompt: current?.exists ? current.systemPrompt : config.systemPrompt,
        enabled: config.enabled,
        providerConfigured: config.providerConfigured,
        exists: true,
      }));
      return queryClient.invalidateQueries({ queryKey: queryKeys.accounts.list() });
    },
  });
};
