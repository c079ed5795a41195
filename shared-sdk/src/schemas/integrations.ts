import * as v from 'valibot';

/**
 * Integrations: API keys that call the public API as the workspace, and webhooks that tell a business's own system
 * what happened (signed as the Standard Webhooks specification says).
 */

/** What a key may do: read (GET/HEAD only) or read and write. */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Chỉ đọc',
  write: 'Đọc và ghi',
};

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'zmk_';

export const INTEGRATION_MESSAGES = {
  keyNameRequired: 'Hãy đặt tên cho khóa API',
  keyNameTooLong: 'Tên khóa API tối đa 80 ký tự',
  invalidScope: 'Quyền của khóa API không hợp lệ',
  expiryInPast: 'Ngày hết hạn phải ở tương lai',
  invalidExpiry: 'Ngày hết hạn không hợp lệ',
  unknownAccount: 'Có tài khoản Zalo không thuộc không gian làm việc này',
  keyNotFound: 'Không tìm thấy khóa API',
  /** A key that is unknown, expired or revoked (401). */
  keyInvalid: 'Khóa API không hợp lệ, đã hết hạn hoặc đã bị thu hồi',
  /** A key its workspace paused (403): it works again once resumed. */
  keyPaused: 'Khóa API này đang tạm dừng; hãy bật lại trong trang Tích hợp',
  /** An edit of a revoked key (it stays as it was revoked). */
  keyRevokedNoEdit: 'Khóa API đã bị thu hồi nên không sửa được',
  /** A write route called with a read-only key. */
  keyReadOnly: 'Khóa API này chỉ có quyền đọc',
  /** Billing, team, keys, webhooks, password: only a person signed in may use them. */
  keyNotAllowed: 'Khóa API không được dùng cho chức năng này; hãy đăng nhập',
  keyRateLimited: 'Khóa API đã gửi quá nhiều yêu cầu, hãy thử lại sau ít phút',
  webhookNotFound: 'Không tìm thấy webhook',
  deliveryNotFound: 'Không tìm thấy lần gửi webhook',
  invalidUrl: 'Địa chỉ webhook không hợp lệ',
  urlNotHttps: 'Địa chỉ webhook phải dùng https',
  urlPrivate: 'Địa chỉ webhook trỏ tới mạng nội bộ hoặc máy chủ này, không được phép',
  urlUnresolvable: 'Không tìm thấy máy chủ của địa chỉ webhook',
  eventsRequired: 'Hãy chọn ít nhất một sự kiện',
  unknownEvent: 'Có sự kiện không hợp lệ',
  descriptionTooLong: 'Mô tả tối đa 200 ký tự',
} as const;

/** An API key as the integrations page lists it (the key itself is never stored, never shown again). */
export interface ApiKey {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it (`zmk_ab12cd…`). */
  prefix: string;
  scope: ApiKeyScope;
  /** The Zalo accounts the key may act on; null: every account of the workspace. */
  accountIds: string[] | null;
  createdBy: { id: string; email: string } | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  /** When it was paused ('Tạm dừng'); null: not paused. */
  pausedAt: string | null;
  /**
   * PAUSED: refused until resumed. SUSPENDED: its creator is no longer the workspace's owner or an admin, so it no
   * longer works (a key acts in their name).
   */
  status: 'ACTIVE' | 'PAUSED' | 'EXPIRED' | 'REVOKED' | 'SUSPENDED';
  /** Only in the answer of its creation: the whole key, shown this once. */
  key?: string;
}

const uuidList = v.pipe(v.array(v.pipe(v.string(), v.uuid(INTEGRATION_MESSAGES.unknownAccount))), v.maxLength(1000));

const keyName = v.pipe(
  v.string(INTEGRATION_MESSAGES.keyNameRequired),
  v.trim(),
  v.nonEmpty(INTEGRATION_MESSAGES.keyNameRequired),
  v.maxLength(80, INTEGRATION_MESSAGES.keyNameTooLong),
);
const keyScope = v.picklist(API_KEY_SCOPES, INTEGRATION_MESSAGES.invalidScope);
/** null: every account; an empty list is refused (a key for nothing). */
const keyAccounts = v.nullable(v.pipe(uuidList, v.minLength(1, 'Hãy chọn ít nhất một tài khoản Zalo hoặc để trống để dùng mọi tài khoản')));
/** ISO date-time; null: never expires. Must be in the future (checked by the server). */
const keyExpiry = v.nullable(v.pipe(v.string(INTEGRATION_MESSAGES.invalidExpiry), v.isoTimestamp(INTEGRATION_MESSAGES.invalidExpiry)));

/** POST /api-keys. `accountIds` and `expiresAt` absent: every account, never expires. */
export const ApiKeyCreateSchema = v.object({
  name: keyName,
  scope: keyScope,
  accountIds: v.optional(keyAccounts, null),
  expiresAt: v.optional(keyExpiry, null),
});
export type ApiKeyCreateInput = v.InferOutput<typeof ApiKeyCreateSchema>;

/** PATCH /api-keys/{id}: what is given changes (the key itself stays the same); `paused` pauses or resumes it. */
export const ApiKeyUpdateSchema = v.object({
  name: v.optional(keyName),
  scope: v.optional(keyScope),
  accountIds: v.optional(keyAccounts),
  expiresAt: v.optional(keyExpiry),
  paused: v.optional(v.boolean('Giá trị tạm dừng không hợp lệ')),
});
export type ApiKeyUpdateInput = v.InferOutput<typeof ApiKeyUpdateSchema>;

/** The events a webhook endpoint may subscribe to, in the order the UI lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'message.received',
  'message.sent',
  'conversation.assigned',
  'recipient.replied',
  'job.completed',
  'job.failed',
  'contact.opted_out',
  'account.connected',
  'account.disconnected',
  'phone_list.completed',
  'subscription.changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'message.received': 'Nhận tin nhắn mới',
  'message.sent': 'Đã gửi tin nhắn',
  'conversation.assigned': 'Phân công cuộc trò chuyện',
  'recipient.replied': 'Khách trả lời tin của chiến dịch',
  'job.completed': 'Tác vụ hoàn thành',
  'job.failed': 'Tác vụ thất bại',
  'contact.opted_out': 'Khách từ chối nhận tin',
  'account.connected': 'Tài khoản Zalo kết nối',
  'account.disconnected': 'Tài khoản Zalo mất kết nối',
  'phone_list.completed': 'Danh sách số điện thoại xử lý xong',
  'subscription.changed': 'Gói dịch vụ thay đổi',
};

/** The type of the test delivery ("Gửi thử"); not an event one can subscribe to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each delivery POSTs (JSON), signed with the headers webhook-id, webhook-timestamp, webhook-signature. */
export interface WebhookEventBody<T extends string = WebhookEventType | typeof WEBHOOK_TEST_EVENT, D = Record<string, unknown>> {
  /** The event's id (`evt_…`): the same on every retry, for de-duplication (also the webhook-id header). */
  id: string;
  type: T;
  createdAt: string;
  workspaceId: string;
  data: D;
}

/** A Zalo account as events name it. */
export interface WebhookAccountRef {
  id: string;
  name: string | null;
}

/** The `data` of each event type (documented in the README; fields may be added, never removed). */
export interface WebhookEventData {
  'message.received': { account: WebhookAccountRef; conversationId: string; threadType: 'user' | 'group'; from: { uid: string; name: string | null }; message: { id: string; kind: string; text: string | null; at: string } };
  'message.sent': { account: WebhookAccountRef; conversationId: string | null; threadType: 'user' | 'group'; to: { uid: string; name: string | null }; message: { id: string | null; kind: string; text: string | null; at: string }; source: 'inbox' | 'job' | 'bot' | 'device' };
  'conversation.assigned': { account: WebhookAccountRef; conversationId: string; assignee: { id: string; email: string } | null; by: { id: string; email: string } | null };
  'recipient.replied': { account: WebhookAccountRef; jobId: string; recipient: { uid: string; name: string | null }; variant: number | null; repliedAt: string };
  'job.completed': { jobId: string; account: WebhookAccountRef; type: string; name: string | null; counts: { total: number; sent: number; failed: number; skipped: number } };
  'job.failed': { jobId: string; account: WebhookAccountRef; type: string; name: string | null; reason: string; counts: { total: number; sent: number; failed: number; skipped: number } };
  'contact.opted_out': { account: WebhookAccountRef | null; contact: { uid: string | null; name: string | null; phone: string | null }; source: 'keyword' | 'manual' };
  'account.connected': { account: WebhookAccountRef };
  'account.disconnected': { account: WebhookAccountRef; reason: string };
  'phone_list.completed': { phoneListId: string; name: string; counts: { total: number; found: number; notFound: number; failed: number } };
  'subscription.changed': { plan: { id: string; name: string }; endDate: string | null };
}

export type WebhookDisabledReason = 'FAILING' | null;

/** A webhook endpoint as the integrations page lists it. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  /** FAILING: switched off by the server after 24 h of failed deliveries (the UI says so). Null when on or turned off by a person. */
  disabledReason: WebhookDisabledReason;
  /** Since when every delivery has failed; null when the last one succeeded. */
  failingSince: string | null;
  createdBy: { id: string; email: string } | null;
  createdAt: string;
  updatedAt: string;
  /** The last delivery's outcome, to show on the card. */
  lastDelivery: { status: WebhookDeliveryStatus; at: string; responseStatus: number | null } | null;
  /** Only in the answer of its creation (and of a secret rotation): the signing secret `whsec_…`, shown this once. */
  secret?: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'RETRYING', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  PENDING: 'Đang chờ gửi',
  SUCCEEDED: 'Thành công',
  RETRYING: 'Đang thử lại',
  FAILED: 'Thất bại',
};

/** One delivery of one event to one endpoint (its retries are its attempts). */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status; null when none answered (timeout, refused address). */
  responseStatus: number | null;
  /** The first 1 KB of the last answer's body. */
  responseBody: string | null;
  /** Why the last attempt failed, in Vietnamese (timeout, address refused, status…). */
  error: string | null;
  durationMs: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The body sent (as the receiver got it). */
  payload: WebhookEventBody;
}

export interface WebhookDeliveriesPage {
  deliveries: WebhookDelivery[];
  total: number;
  page: number;
  limit: number;
}

const webhookUrl = v.pipe(v.string(INTEGRATION_MESSAGES.invalidUrl), v.trim(), v.maxLength(2000, INTEGRATION_MESSAGES.invalidUrl), v.url(INTEGRATION_MESSAGES.invalidUrl));
const webhookEvents = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENT_TYPES, INTEGRATION_MESSAGES.unknownEvent), INTEGRATION_MESSAGES.eventsRequired),
  v.minLength(1, INTEGRATION_MESSAGES.eventsRequired),
  v.maxLength(WEBHOOK_EVENT_TYPES.length, INTEGRATION_MESSAGES.unknownEvent),
);
const webhookDescription = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, INTEGRATION_MESSAGES.descriptionTooLong)));

/** POST /webhooks (https only unless the server allows http; private addresses refused, see the server). */
export const WebhookCreateSchema = v.object({
  url: webhookUrl,
  events: webhookEvents,
  description: v.optional(webhookDescription, null),
  enabled: v.optional(v.boolean(), true),
});
export type WebhookCreateInput = v.InferOutput<typeof WebhookCreateSchema>;

/** PATCH /webhooks/{id}: any of them; `rotateSecret` answers a new secret once (the old one stops signing at once). */
export const WebhookUpdateSchema = v.object({
  url: v.optional(webhookUrl),
  events: v.optional(webhookEvents),
  description: v.optional(webhookDescription),
  enabled: v.optional(v.boolean()),
  rotateSecret: v.optional(v.boolean()),
});
export type WebhookUpdateInput = v.InferOutput<typeof WebhookUpdateSchema>;

/** GET /webhooks/{id}/deliveries?status&page&limit */
export const WebhookDeliveriesQuerySchema = v.object({
  status: v.optional(v.picklist(WEBHOOK_DELIVERY_STATUSES, 'Trạng thái không hợp lệ')),
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer('Trang không hợp lệ'), v.minValue(1, 'Trang không hợp lệ')), 1),
  limit: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer('Số dòng không hợp lệ'), v.minValue(1, 'Số dòng không hợp lệ'), v.maxValue(100, 'Tối đa 100 dòng mỗi trang')), 20),
});
export type WebhookDeliveriesQuery = v.InferOutput<typeof WebhookDeliveriesQuerySchema>;
