import { ApiError } from '../http/api-error';
import { apiClient, call } from '../http/client';
import type { AiConfig, AiConfigInput } from '../schemas/account';

const config = (accountId: string) => `ai/config/${encodeURIComponent(accountId)}`;

/** /api/v1/ai/config/{accountId}: an account's AI auto-reply. */
export const aiApi = {
  /** null when the account has no config yet (the server answers 404: treated as empty). */
  getConfig: async (accountId: string): Promise<AiConfig | null> => {
    try {
      return await call<AiConfig>(apiClient().get(config(accountId)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  /** Send the prompt trimmed; the server refuses an empty one. */
  saveConfig: (accountId: string, input: AiConfigInput) => call<AiConfig>(apiClient().put(config(accountId), { json: input })),
  /** Acts at once, apart from the prompt. */
  toggle: (accountId: string, enabled: boolean) =>
    call<AiConfig>(apiClient().patch(`${config(accountId)}/toggle`, { json: { enabled } })),
};
