import { apiClient, call } from '../http/client';
import type {
  ApiKey,
  ApiKeyCreateInput,
  ApiKeyUpdateInput,
  WebhookCreateInput,
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookUpdateInput,
} from '../schemas/integrations';

const apiKey = (id: string) => `api-keys/${encodeURIComponent(id)}`;
const webhook = (id: string) => `webhooks/${encodeURIComponent(id)}`;

/** /api/v1/api-keys: the workspace's API keys (OWNER and ADMIN, signed in; a key cannot manage keys). */
export const apiKeysApi = {
  list: () => call<{ apiKeys: ApiKey[] }>(apiClient().get('api-keys')),
  /** The answer's `apiKey.key` is the whole key, shown this once (only its hash is kept). */
  create: (input: ApiKeyCreateInput) => call<{ apiKey: ApiKey }>(apiClient().post('api-keys', { json: input })),
  /** Its name, scope, accounts or expiry changed, or paused / resumed (`paused`): counts from the key's next request. */
  update: (id: string, input: ApiKeyUpdateInput) => call<{ apiKey: ApiKey }>(apiClient().patch(apiKey(id), { json: input })),
  /** Revoked at once: the next request made with it is refused. The key stays listed as revoked. */
  revoke: (id: string) => call<{ apiKey: ApiKey }>(apiClient().delete(apiKey(id))),
};

/** /api/v1/webhooks: the endpoints that get the workspace's events, and their deliveries (OWNER and ADMIN). */
export const webhooksApi = {
  list: () => call<WebhookEndpoint[]>(apiClient().get('webhooks')),
  /** The answer's `secret` is the signing secret, shown this once. */
  create: (input: WebhookCreateInput) => call<WebhookEndpoint>(apiClient().post('webhooks', { json: input })),
  /** With `rotateSecret` the answer carries the new secret, shown this once. */
  update: (id: string, input: WebhookUpdateInput) => call<WebhookEndpoint>(apiClient().patch(webhook(id), { json: input })),
  remove: (id: string) => call<{ id: string }>(apiClient().delete(webhook(id))),
  /** 'Gửi thử': a `webhook.test` event to this endpoint only; answers the delivery (its outcome when it is known). */
  test: (id: string) => call<WebhookDelivery>(apiClient().post(`${webhook(id)}/test`)),
  deliveries: (id: string, query: Partial<WebhookDeliveriesQuery> = {}) => {
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined) searchParams[key] = String(value);
    return call<WebhookDeliveriesPage>(apiClient().get(`${webhook(id)}/deliveries`, { searchParams }));
  },
  /** 'Gửi lại': a new attempt of that delivery now (the same event id). */
  retryDelivery: (deliveryId: string) => call<WebhookDelivery>(apiClient().post(`webhooks/deliveries/${encodeURIComponent(deliveryId)}/retry`)),
};
