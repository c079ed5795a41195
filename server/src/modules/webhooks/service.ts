import { randomBytes, randomUUID } from 'node:crypto';
import {
  INTEGRATION_MESSAGES,
  type WebhookCreateInput,
  type WebhookDeliveriesPage,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookUpdateInput,
} from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import type { SecretBox } from '../../security/secret-box';
import { type AddressRules, checkWebhookUrl, type Resolve } from './address-guard';
import { bodyOf, type Dispatcher, secretContext } from './dispatcher';
import type { DeliveryRow, EndpointRow, WebhooksRepo } from './repo';

export const WEBHOOK_ERRORS = {
  /** "Gửi lại" on an endpoint that is off: it would be refused at once. */
  retryDisabled: 'Webhook đang tắt. Hãy bật lại webhook trước khi gửi lại.',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new signing secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type as WebhookDelivery['eventType'],
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
    durationMs: row.duration_ms,
    createdAt: new Date(row.created_at).toISOString(),
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at),
    payload: bodyOf(row),
  };
}

/** Endpoints, their deliveries' log, "Gửi thử" and "Gửi lại", for the workspace's OWNER and ADMINs. */
export function createWebhooksService(deps: {
  repo: WebhooksRepo;
  dispatcher: Dispatcher;
  secretBox: SecretBox;
  rules: AddressRules;
  resolve?: Resolve;
  emailsOf: (ids: string[]) => Promise<Map<string, string>>;
  /** How long "Gửi thử" and "Gửi lại" wait for their attempt (the receiver's timeout and a margin). */
  attemptWaitMs: number;
}) {
  const { repo, dispatcher, secretBox } = deps;

  async function toEndpoints(rows: EndpointRow[]): Promise<WebhookEndpoint[]> {
    const emails = await deps.emailsOf([...new Set(rows.flatMap((row) => (row.created_by ? [row.created_by] : [])))]);
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events,
      enabled: row.enabled,
      disabledReason: row.disabled_reason,
      failingSince: iso(row.failing_since),
      createdBy: row.created_by ? { id: row.created_by, email: emails.get(row.created_by) ?? '' } : null,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      lastDelivery: row.last_status && row.last_at ? { status: row.last_status, at: new Date(row.last_at).toISOString(), responseStatus: row.last_response_status } : null,
    }));
  }

  async function requireEndpoint(workspaceId: string, id: string): Promise<EndpointRow> {
    const row = UUID_RE.test(id) ? await repo.findEndpoint(workspaceId, id) : undefined;
    if (!row) throw notFound(INTEGRATION_MESSAGES.webhookNotFound);
    return row;
  }

  async function requireDelivery(workspaceId: string, id: string): Promise<DeliveryRow> {
    const row = UUID_RE.test(id) ? await repo.findDelivery(workspaceId, id) : undefined;
    if (!row) throw notFound(INTEGRATION_MESSAGES.deliveryNotFound);
    return row;
  }

  /** The same check as every delivery's, with the reason in the form's words. */
  async function checkUrl(url: string): Promise<void> {
    const check = await checkWebhookUrl(url, deps.rules, deps.resolve);
    if (!check.ok) throw badRequest(check.error, { url: check.error });
  }

  const endpointOf = async (workspaceId: string, id: string, secret?: string): Promise<WebhookEndpoint> => {
    const [endpoint] = await toEndpoints([await requireEndpoint(workspaceId, id)]);
    return secret ? { ...endpoint, secret } : endpoint;
  };

  /** Waits for the delivery's next attempt, then answers it as it is (still PENDING if the receiver is that slow). */
  async function afterAttempt(workspaceId: string, deliveryId: string, attemptsBefore: number): Promise<WebhookDelivery> {
    await dispatcher.attempted(
      deliveryId,
      async () => {
        const row = await repo.findDelivery(workspaceId, deliveryId);
        return !row || row.attempts > attemptsBefore || row.status === 'FAILED';
      },
      deps.attemptWaitMs,
    );
    return toDelivery(await requireDelivery(workspaceId, deliveryId));
  }

  return {
    list: async (workspaceId: string): Promise<WebhookEndpoint[]> => toEndpoints(await repo.listEndpoints(workspaceId)),

    get: (workspaceId: string, id: string): Promise<WebhookEndpoint> => endpointOf(workspaceId, id),

    /** The secret is in this answer only. */
    async create(workspaceId: string, userId: string, input: WebhookCreateInput): Promise<WebhookEndpoint> {
      await checkUrl(input.url);
      const id = randomUUID();
      const secret = newSecret();
      await repo.insertEndpoint({
        id,
        workspaceId,
        url: input.url,
        description: input.description || null,
        events: [...new Set(input.events)],
        secretSealed: secretBox.seal(secret, secretContext(id)),
        enabled: input.enabled,
        createdBy: userId,
      });
      return endpointOf(workspaceId, id, secret);
    },

    /** Turning an endpoint on again clears why it was switched off; `rotateSecret` answers the new secret once. */
    async update(workspaceId: string, id: string, input: WebhookUpdateInput): Promise<WebhookEndpoint> {
      await requireEndpoint(workspaceId, id);
      if (input.url !== undefined) await checkUrl(input.url);
      const secret = input.rotateSecret ? newSecret() : undefined;
      await repo.updateEndpoint(workspaceId, id, {
        url: input.url,
        description: input.description === undefined ? undefined : input.description || null,
        events: input.events ? [...new Set(input.events)] : undefined,
        secretSealed: secret ? secretBox.seal(secret, secretContext(id)) : undefined,
        enabled: input.enabled,
      });
      return endpointOf(workspaceId, id, secret);
    },

    async remove(workspaceId: string, id: string): Promise<{ id: string }> {
      await requireEndpoint(workspaceId, id);
      if (!(await repo.deleteEndpoint(workspaceId, id))) throw notFound(INTEGRATION_MESSAGES.webhookNotFound);
      return { id };
    },

    /** "Gửi thử": a sample event to this endpoint (on or off), tried once; answers its delivery once tried. */
    async test(workspaceId: string, id: string): Promise<WebhookDelivery> {
      const endpoint = await requireEndpoint(workspaceId, id);
      const deliveryId = await dispatcher.queueTest(workspaceId, endpoint.id, {
        message: 'Đây là sự kiện thử từ Zalo Manager: webhook của bạn đã nhận được.',
        webhookId: endpoint.id,
      });
      return afterAttempt(workspaceId, deliveryId, 0);
    },

    async deliveries(workspaceId: string, id: string, query: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
      const endpoint = await requireEndpoint(workspaceId, id);
      const { rows, total } = await repo.deliveriesPage(endpoint.id, query);
      return { deliveries: rows.map(toDelivery), total, page: query.page, limit: query.limit };
    },

    /** "Gửi lại": a new attempt of this delivery now, with the same event id; answers it once tried. */
    async retry(workspaceId: string, deliveryId: string): Promise<WebhookDelivery> {
      const delivery = await requireDelivery(workspaceId, deliveryId);
      const endpoint = await requireEndpoint(workspaceId, delivery.endpoint_id);
      if (!endpoint.enabled && !delivery.test) throw badRequest(WEBHOOK_ERRORS.retryDisabled);
      await dispatcher.queueRetry(delivery.id, delivery.attempts);
      return afterAttempt(workspaceId, delivery.id, delivery.attempts);
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;
