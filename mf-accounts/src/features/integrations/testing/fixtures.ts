import type { Account, ApiKey, CurrentWorkspace, WebhookDeliveriesPage, WebhookDelivery, WebhookEndpoint } from 'shared-sdk';
import { accountOf } from 'shared-sdk/testing/data';

/** A workspace's accounts, keys, webhooks and deliveries for stories and tests (no network). */
export const integrationAccounts: Account[] = [
  accountOf({ id: 'a0000000-0000-4000-8000-000000000001', displayName: 'Bán hàng 1', zaloName: 'Shop An' }),
  accountOf({ id: 'a0000000-0000-4000-8000-000000000002', displayName: 'CSKH', zaloName: 'CSKH' }),
];

const owner = { id: 'u0000000-0000-4000-8000-000000000001', email: 'an@example.com' };

export function apiKeyOf(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k0000000-0000-4000-8000-000000000001',
    name: 'Bảng tính bán hàng',
    prefix: 'zmk_ab12cd34',
    scope: 'read',
    accountIds: null,
    createdBy: owner,
    createdAt: '2026-11-20T02:00:00.000Z',
    expiresAt: null,
    lastUsedAt: '2026-11-26T07:15:00.000Z',
    lastUsedIp: '203.0.113.7',
    revokedAt: null,
    pausedAt: null,
    status: 'ACTIVE',
    ...overrides,
  };
}

export const sampleApiKeys: ApiKey[] = [
  apiKeyOf(),
  apiKeyOf({
    id: 'k0000000-0000-4000-8000-000000000002',
    name: 'CRM',
    prefix: 'zmk_ef56gh78',
    scope: 'write',
    accountIds: [integrationAccounts[1].id],
    lastUsedAt: null,
    lastUsedIp: null,
    expiresAt: '2026-12-31T16:59:59.999Z',
  }),
  apiKeyOf({ id: 'k0000000-0000-4000-8000-000000000004', name: 'n8n', prefix: 'zmk_n8n0pq12', status: 'PAUSED', pausedAt: '2026-11-27T01:00:00.000Z' }),
  apiKeyOf({ id: 'k0000000-0000-4000-8000-000000000003', name: 'Thử nghiệm cũ', prefix: 'zmk_zz99yy88', status: 'REVOKED', revokedAt: '2026-11-25T03:00:00.000Z' }),
];

export function webhookOf(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 'h0000000-0000-4000-8000-000000000001',
    url: 'https://crm.shop-an.vn/zalo',
    description: 'Đơn hàng về CRM',
    events: ['message.received', 'recipient.replied'],
    enabled: true,
    disabledReason: null,
    failingSince: null,
    createdBy: owner,
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    lastDelivery: { status: 'SUCCEEDED', at: '2026-11-26T07:20:00.000Z', responseStatus: 200 },
    ...overrides,
  };
}

export const sampleWebhooks: WebhookEndpoint[] = [
  webhookOf(),
  webhookOf({
    id: 'h0000000-0000-4000-8000-000000000002',
    url: 'https://n8n.shop-an.vn/webhook/zalo-jobs',
    description: null,
    events: ['job.completed', 'job.failed'],
    enabled: false,
    disabledReason: 'FAILING',
    failingSince: '2026-11-24T01:00:00.000Z',
    lastDelivery: { status: 'FAILED', at: '2026-11-25T01:00:00.000Z', responseStatus: 502 },
  }),
];

export function deliveryOf(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    eventId: 'evt_2Nq8x',
    eventType: 'message.received',
    status: 'SUCCEEDED',
    attempts: 1,
    responseStatus: 200,
    responseBody: '{"ok":true}',
    error: null,
    durationMs: 84,
    createdAt: '2026-11-26T07:20:00.000Z',
    lastAttemptAt: '2026-11-26T07:20:00.000Z',
    nextAttemptAt: null,
    payload: {
      id: 'evt_2Nq8x',
      type: 'message.received',
      createdAt: '2026-11-26T07:20:00.000Z',
      workspaceId: 'w1',
      data: { account: { id: integrationAccounts[0].id, name: 'Bán hàng 1' }, message: { text: 'Shop còn hàng không ạ?' } },
    },
    ...overrides,
  };
}

export const sampleDeliveries: WebhookDelivery[] = [
  deliveryOf(),
  deliveryOf({
    id: 'd0000000-0000-4000-8000-000000000002',
    eventId: 'evt_7Kp2m',
    eventType: 'recipient.replied',
    status: 'RETRYING',
    attempts: 3,
    responseStatus: 500,
    responseBody: 'Internal Server Error',
    error: 'Máy nhận trả lời HTTP 500',
    durationMs: 120,
    createdAt: '2026-11-26T06:00:00.000Z',
    lastAttemptAt: '2026-11-26T06:12:00.000Z',
    nextAttemptAt: '2026-11-26T06:42:00.000Z',
  }),
];

export const deliveriesPageOf = (deliveries = sampleDeliveries, total = deliveries.length, page = 1, limit = 20): WebhookDeliveriesPage => ({
  deliveries,
  total,
  page,
  limit,
});

export const workspaceAs = (role: CurrentWorkspace['role']): CurrentWorkspace => ({ id: 'w1', name: 'Cửa hàng An', role, accountIds: null });
