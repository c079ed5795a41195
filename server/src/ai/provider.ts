/**
 * An OpenAI-compatible chat-completions client (OpenAI itself or any compatible server):
 * AI_BASE_URL (default https://api.openai.com/v1), AI_API_KEY, AI_MODEL.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface ChatProvider {
  /** False when no provider is set: auto-reply can be configured but does not answer. */
  readonly configured: boolean;
  complete(messages: ChatMessage[]): Promise<string>;
}

export function loadAiConfig(env: NodeJS.ProcessEnv): AiConfig {
  return {
    baseUrl: (env.AI_BASE_URL || 'https://api.openai.com/v1').replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY || undefined,
    model: env.AI_MODEL || undefined,
    timeoutMs: Number(env.AI_TIMEOUT_MS) > 0 ? Number(env.AI_TIMEOUT_MS) : 30_000,
  };
}

export function createChatProvider(config: AiConfig, fetchFn: typeof fetch = fetch): ChatProvider {
  const configured = Boolean(config.apiKey && config.model);
  return {
    configured,
    async complete(messages) {
      if (!configured) throw new AiProviderError('Chưa cấu hình nhà cung cấp AI');
      let response: Response;
      try {
        response = await fetchFn(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, messages }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new AiProviderError(`Không kết nối được nhà cung cấp AI: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        choices?: Array<{ message?: { content?: string } }>;
        error?: { message?: string };
      } | null;
      if (!response.ok) {
        throw new AiProviderError(body?.error?.message ?? `Nhà cung cấp AI trả lỗi HTTP ${response.status}`, response.status);
      }
      const text = body?.choices?.[0]?.message?.content?.trim();
      if (!text) throw new AiProviderError('Nhà cung cấp AI không trả lời');
      return text;
    },
  };
}
