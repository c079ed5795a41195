import type { AuditAction } from 'shared-sdk/schemas';

/** What a recorded request gives its entry. */
export interface AuditContext {
  method: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The answer's `data` (undefined for a file). */
  data: unknown;
  /** The resource before the request (the snapshot GET's `data`), when the route has a snapshot. */
  before: unknown;
}

export interface AuditedRoute {
  action: AuditAction | ((context: AuditContext) => AuditAction);
  /** The kind of thing acted on (`target.type`). */
  target: string | ((context: AuditContext) => string);
  /** The path parameter naming the target (`id` by default when the route has one); null: the answer's id. */
  param?: string | null;
  /** The GET (same path parameters) of the resource: what it was before an edit, the name of what is deleted. */
  snapshot?: string;
  /** What `after` keeps instead of the default (creations: the answer's key fields; edits: the body; deletions: nothing). */
  after?: (context: AuditContext) => Record<string, unknown> | null;
  /** Record only when this holds (a registration is recorded only when it accepts an invitation). */
  when?: (context: AuditContext) => boolean;
  /** The entry belongs to the session the answer opens (accepting an invitation joins another workspace). */
  inAnswerSession?: boolean;
}

const API = '/api/v1';
const bodyOf = (context: AuditContext): Record<string, unknown> =>
  context.body && typeof context.body === 'object' ? (context.body as Record<string, unknown>) : {};

/** An edit that only switches `isActive` is a pause or a resume; anything else is an edit. */
const scheduleChange = (context: AuditContext): AuditAction => {
  const body = bodyOf(context);
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'isActive') return body.isActive ? 'schedule.resumed' : 'schedule.paused';
  return 'schedule.updated';
};

/** A bulk group send answers a job (sent now) or a daily schedule. */
const bulkGroupsAction = (context: AuditContext): AuditAction => {
  const inner = (context.data as { data?: { scheduleId?: unknown } } | undefined)?.data;
  return inner?.scheduleId ? 'schedule.created' : 'job.created';
};

/** A created key as the log keeps it: its name, scope, accounts and expiry. */
function apiKeyFields(context: AuditContext): Record<string, unknown> | null {
  const key = (context.data as { apiKey?: Record<string, unknown> } | undefined)?.apiKey;
  return key ? { name: key.name, prefix: key.prefix, scope: key.scope, accountIds: key.accountIds, expiresAt: key.expiresAt } : null;
}
/** An edit that only sets `paused` is a pause or a resume; anything else is an edit. */
const apiKeyChange = (context: AuditContext): AuditAction => {
  const body = bodyOf(context);
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'paused') return body.paused ? 'api_key.paused' : 'api_key.resumed';
  return 'api_key.updated';
};
/** What the log keeps of a new webhook: where it sends, which events, on or off. */
const webhookFields = (data: unknown): Record<string, unknown> | null => {
  if (!data || typeof data !== 'object') return null;
  const { url, events, enabled, description } = data as Record<string, unknown>;
  return { url, events, enabled, description };
};

const jobCreation: AuditedRoute = { action: 'job.created', target: 'job' };
const exportDownload = (target: string): AuditedRoute => ({
  action: 'export.downloaded',
  target,
  after: (context) => ({ format: typeof context.query.format === 'string' ? context.query.format : 'xlsx', ...withoutLink(context.query) }),
});
/** An export's filters as the log keeps them: never the download link's token. */
function withoutLink(query: Record<string, unknown>): Record<string, unknown> {
  const { link: _link, format: _format, ...rest } = query;
  return rest;
}

/**
 * Every write a person makes that the workspace's log records, by `METHOD route` as Fastify names the route. A write
 * route neither here nor in NOT_AUDITED fails `coverage.test.ts`.
 */
export const AUDITED_ROUTES: Record<string, AuditedRoute> = {
  // Zalo accounts
  [`POST ${API}/accounts`]: { action: 'account.created', target: 'account' },
  [`PATCH ${API}/accounts/:id`]: {
    action: (context) => ('proxyId' in bodyOf(context) ? 'account.proxy_changed' : 'account.updated'),
    target: 'account',
    snapshot: `${API}/accounts/:id`,
  },
  [`DELETE ${API}/accounts/:id`]: { action: 'account.deleted', target: 'account', snapshot: `${API}/accounts/:id` },
  [`POST ${API}/bots/:id/login/qr/start`]: { action: 'account.qr_login', target: 'account', after: () => null },
  [`POST ${API}/bots/:id/login/cookie`]: { action: 'account.cookie_login', target: 'account', after: () => null },
  [`POST ${API}/bots/:id/login/auto-relogin`]: { action: 'account.relogin', target: 'account', after: () => null },
  [`POST ${API}/bots/:id/start`]: { action: 'bot.started', target: 'account', after: () => null },
  [`POST ${API}/bots/:id/stop`]: { action: 'bot.stopped', target: 'account', after: () => null },
  [`POST ${API}/bots/:id/join-group`]: { action: 'account.group_joined', target: 'account' },
  [`PUT ${API}/accounts/:id/sending-window`]: { action: 'account.sending_window_changed', target: 'account' },
  [`POST ${API}/accounts/:id/sending/resume`]: { action: 'account.sending_resumed', target: 'account', after: () => null },
  [`DELETE ${API}/accounts/:id/sent-friend-requests`]: { action: 'account.friend_requests_withdrawn', target: 'account' },
  [`PUT ${API}/ai/config/:accountId`]: { action: 'ai.config_changed', target: 'account', param: 'accountId', snapshot: `${API}/ai/config/:accountId` },
  [`PATCH ${API}/ai/config/:accountId/toggle`]: { action: 'ai.toggled', target: 'account', param: 'accountId', snapshot: `${API}/ai/config/:accountId` },

  // Proxies
  [`POST ${API}/proxies`]: { action: 'proxy.created', target: 'proxy' },
  [`POST ${API}/proxies/import`]: { action: 'proxy.imported', target: 'proxy' },
  [`PATCH ${API}/proxies/:id`]: { action: 'proxy.updated', target: 'proxy', snapshot: `${API}/proxies/:id` },
  [`DELETE ${API}/proxies/:id`]: { action: 'proxy.deleted', target: 'proxy', snapshot: `${API}/proxies/:id` },
  // Webhooks: where the workspace's events go (the signing secret never reaches the log).
  [`POST ${API}/webhooks`]: { action: 'webhook.created', target: 'webhook', after: (context) => webhookFields(context.data) },
  [`PATCH ${API}/webhooks/:id`]: { action: 'webhook.updated', target: 'webhook', snapshot: `${API}/webhooks/:id` },
  [`DELETE ${API}/webhooks/:id`]: { action: 'webhook.deleted', target: 'webhook', snapshot: `${API}/webhooks/:id`, after: () => null },

  // Jobs: every creation route, and cancelling
  [`POST ${API}/jobs`]: jobCreation,
  [`POST ${API}/jobs/message/to-friends`]: jobCreation,
  [`POST ${API}/jobs/message/to-group`]: jobCreation,
  [`POST ${API}/jobs/message/to-groups`]: jobCreation,
  [`POST ${API}/jobs/message/to-group-members`]: jobCreation,
  [`POST ${API}/jobs/message/bulk-to-group-members`]: jobCreation,
  [`POST ${API}/jobs/message/to-thread`]: jobCreation,
  [`POST ${API}/jobs/friend-request/by-group`]: jobCreation,
  [`POST ${API}/jobs/auto-friend-request`]: jobCreation,
  [`POST ${API}/jobs/message/bulk-groups`]: { action: bulkGroupsAction, target: (context) => (bulkGroupsAction(context) === 'job.created' ? 'job' : 'schedule') },
  [`POST ${API}/jobs/message/bulk-groups-by-tags`]: jobCreation,
  [`POST ${API}/accounts/:id/groups/:groupId/friend-requests`]: { ...jobCreation, param: null },
  [`POST ${API}/accounts/:id/groups/:groupId/message-members`]: { ...jobCreation, param: null },
  [`POST ${API}/accounts/:id/groups/bulk-message-members`]: { ...jobCreation, param: null },
  [`POST ${API}/jobs/message/to-shared-pending-list-members`]: jobCreation,
  [`POST ${API}/jobs/message/to-pending-list-members`]: jobCreation,
  [`POST ${API}/jobs/friend-request/to-shared-pending-list-members`]: jobCreation,
  [`POST ${API}/jobs/invite-to-group-shared-pending-list-members`]: jobCreation,
  [`POST ${API}/jobs/:id/cancel`]: { action: 'job.cancelled', target: 'job', snapshot: `${API}/jobs/:id`, after: () => null },
  [`POST ${API}/accounts/:id/friend-request-by-phone`]: { action: 'phone.friend_request', target: 'account' },
  [`POST ${API}/accounts/:id/message-by-phone`]: { action: 'phone.message', target: 'account' },
  [`POST ${API}/accounts/:id/friend-request-and-message-by-phone`]: { action: 'phone.friend_request_message', target: 'account' },

  // Schedules: the jobs page's, a phone list's, a Kho chung list's daily sends
  [`PATCH ${API}/schedules/:id`]: { action: scheduleChange, target: 'schedule' },
  [`DELETE ${API}/schedules/:id`]: { action: 'schedule.deleted', target: 'schedule' },
  [`POST ${API}/phone-lists/:id/schedule/friend-request`]: { action: 'schedule.created', target: 'phone_list' },
  [`POST ${API}/phone-lists/:id/schedule/message`]: { action: 'schedule.created', target: 'phone_list' },
  [`PATCH ${API}/phone-lists/schedules/:id`]: { action: scheduleChange, target: 'schedule' },
  [`POST ${API}/phone-lists/schedules/:id/execute`]: { action: 'schedule.executed', target: 'schedule' },
  [`POST ${API}/shared-pending/lists/:id/schedule/message`]: { action: 'schedule.created', target: 'shared_list' },

  // Phone lists
  [`POST ${API}/phone-lists/import`]: { action: 'phone_list.imported', target: 'phone_list' },
  [`POST ${API}/phone-lists/:id/distribute`]: { action: 'phone_list.distributed', target: 'phone_list', snapshot: `${API}/phone-lists/:id` },
  [`PATCH ${API}/phone-lists/:id/status`]: { action: 'phone_list.status_changed', target: 'phone_list', snapshot: `${API}/phone-lists/:id` },
  [`POST ${API}/phone-lists/:id/retry-failed`]: { action: 'phone_list.retried', target: 'phone_list', snapshot: `${API}/phone-lists/:id` },
  [`PATCH ${API}/phone-lists/accounts/:id/quota`]: { action: 'phone_list.quota_changed', target: 'account' },
  [`DELETE ${API}/phone-lists/:id`]: { action: 'phone_list.deleted', target: 'phone_list', snapshot: `${API}/phone-lists/:id` },

  // Kho chung
  [`POST ${API}/shared-pending/save-members`]: { action: 'shared_list.saved', target: 'shared_list' },
  [`DELETE ${API}/shared-pending/lists/:id`]: { action: 'shared_list.deleted', target: 'shared_list', snapshot: `${API}/shared-pending/lists/:id` },

  // Workspace-wide tags
  [`POST ${API}/friend-tags`]: { action: 'tag.created', target: 'friend_tag' },
  [`PUT ${API}/friend-tags/:id`]: { action: 'tag.updated', target: 'friend_tag', snapshot: `${API}/friend-tags/:id` },
  [`DELETE ${API}/friend-tags/:id`]: { action: 'tag.deleted', target: 'friend_tag', snapshot: `${API}/friend-tags/:id` },
  [`POST ${API}/group-tags`]: { action: 'tag.created', target: 'group_tag' },
  [`PUT ${API}/group-tags/:id`]: { action: 'tag.updated', target: 'group_tag', snapshot: `${API}/group-tags/:id` },
  [`DELETE ${API}/group-tags/:id`]: { action: 'tag.deleted', target: 'group_tag', snapshot: `${API}/group-tags/:id` },

  // Inbox: who answers a conversation, and its AI switch
  [`PATCH ${API}/conversations/:id`]: {
    action: (context) => ('assigneeId' in bodyOf(context) ? 'conversation.assigned' : 'conversation.ai_toggled'),
    target: 'conversation',
    snapshot: `${API}/conversations/:id`,
  },

  // Do not contact
  [`POST ${API}/do-not-contact`]: { action: 'do_not_contact.added', target: 'do_not_contact' },
  [`POST ${API}/do-not-contact/from-job`]: { action: 'do_not_contact.added', target: 'do_not_contact' },
  [`POST ${API}/conversations/:id/do-not-contact`]: { action: 'do_not_contact.added', target: 'conversation' },
  [`POST ${API}/do-not-contact/import`]: { action: 'do_not_contact.imported', target: 'do_not_contact' },
  [`DELETE ${API}/do-not-contact/:id`]: { action: 'do_not_contact.removed', target: 'do_not_contact' },
  [`PUT ${API}/do-not-contact/settings`]: { action: 'do_not_contact.settings_changed', target: 'do_not_contact_settings', snapshot: `${API}/do-not-contact/settings` },

  // Billing (a payment's completion by payOS is a system entry: record() from the payments module's callback)
  [`POST ${API}/subscription/payment/create`]: { action: 'payment.created', target: 'payment', after: (context) => ({ ...bodyOf(context), ...pickOrder(context.data) }) },
  [`POST ${API}/subscription/payment/:orderCode/cancel`]: { action: 'payment.cancelled', target: 'payment', param: 'orderCode', after: () => null },

  // The team
  [`POST ${API}/team/invitations`]: { action: 'team.invitation_created', target: 'invitation' },
  [`DELETE ${API}/team/invitations/:id`]: { action: 'team.invitation_revoked', target: 'invitation' },
  [`POST ${API}/team/invitations/:token/accept`]: { action: 'team.invitation_accepted', target: 'member', param: null, inAnswerSession: true, after: () => null },
  [`POST ${API}/auth/register`]: {
    action: 'team.invitation_accepted',
    target: 'member',
    inAnswerSession: true,
    when: (context) => typeof bodyOf(context).inviteToken === 'string',
    after: () => null,
  },
  [`PATCH ${API}/team/members/:userId`]: { action: 'team.member_changed', target: 'member', param: 'userId' },
  [`DELETE ${API}/team/members/:userId`]: { action: 'team.member_removed', target: 'member', param: 'userId' },
  [`POST ${API}/team/transfer-ownership`]: { action: 'team.ownership_transferred', target: 'member' },

  // API keys: what a key may do and on which accounts; never the key itself (the answer's `key` is left out).
  [`POST ${API}/api-keys`]: { action: 'api_key.created', target: 'api_key', after: apiKeyFields },
  [`PATCH ${API}/api-keys/:id`]: { action: apiKeyChange, target: 'api_key', after: apiKeyFields },
  [`DELETE ${API}/api-keys/:id`]: { action: 'api_key.revoked', target: 'api_key', after: () => null },

  // Exports: the download links and every file served
  [`POST ${API}/download-links`]: { action: 'export.link_created', target: 'export', after: (context) => redactPath(bodyOf(context)) },
  [`GET ${API}/jobs/:id/recipients/export`]: exportDownload('job'),
  [`GET ${API}/phone-lists/:id/export`]: exportDownload('phone_list'),
  [`GET ${API}/shared-pending/lists/:id/export`]: exportDownload('shared_list'),
  [`GET ${API}/reports/export`]: exportDownload('report'),
  [`GET ${API}/audit-log/export`]: exportDownload('audit_log'),
};

function pickOrder(data: unknown): Record<string, unknown> {
  const { orderCode, amount } = (data ?? {}) as { orderCode?: unknown; amount?: unknown };
  return { ...(orderCode !== undefined && { orderCode }), ...(amount !== undefined && { amount }) };
}
function redactPath(body: Record<string, unknown>): Record<string, unknown> {
  return { path: body.path, format: body.format };
}

/** Write routes the log leaves out, each with why (in Vietnamese, like everything the product says). */
export const NOT_AUDITED: Record<string, string> = {
  [`POST ${API}/auth/login`]: 'đăng nhập: không thay đổi gì trong không gian làm việc',
  [`POST ${API}/auth/logout`]: 'đăng xuất: không thay đổi gì trong không gian làm việc',
  [`POST ${API}/auth/logout-everywhere`]: 'các phiên đăng nhập của chính người đó',
  [`POST ${API}/auth/refresh`]: 'gia hạn phiên đăng nhập',
  [`PATCH ${API}/auth/profile`]: 'hồ sơ của chính người đó, không thuộc không gian làm việc',
  [`PATCH ${API}/auth/change-password`]: 'mật khẩu của chính người đó',
  [`POST ${API}/workspaces/:id/switch`]: 'chuyển không gian làm việc không thay đổi gì trong đó',
  [`DELETE ${API}/workspaces/current`]: 'nhật ký bị xóa cùng không gian làm việc',
  [`POST ${API}/live/link`]: 'mở luồng cập nhật trực tiếp',
  [`POST ${API}/proxies/:id/test`]: 'kiểm tra proxy: chỉ kết quả kiểm tra thay đổi',
  [`POST ${API}/webhooks/:id/test`]: 'gửi thử webhook: nhật ký gửi của webhook giữ nó',
  [`POST ${API}/webhooks/deliveries/:id/retry`]: 'gửi lại một sự kiện webhook: nhật ký gửi của webhook giữ nó',
  [`POST ${API}/bots/:id/test-message`]: 'tin nhắn thử: hộp thư vẫn giữ nó như mọi tin khác',
  [`POST ${API}/accounts/:id/friends/sync`]: 'tải lại danh sách bạn bè của tài khoản từ Zalo',
  [`POST ${API}/accounts/:id/groups/sync`]: 'tải lại danh sách nhóm của tài khoản từ Zalo',
  [`POST ${API}/accounts/:id/groups/bulk-members`]: 'chỉ đọc (thành viên của nhiều nhóm), gửi bằng POST',
  [`POST ${API}/accounts/:id/groups/pending-friends`]: 'chỉ đọc (thành viên chưa là bạn), gửi bằng POST',
  [`POST ${API}/phone-lists/preview`]: 'chỉ đọc (xem trước tệp trước khi nhập), gửi bằng POST',
  [`POST ${API}/friend-tags/assign`]: 'gắn nhãn cho bạn bè là việc hằng ngày; bản thân các nhãn có ghi nhật ký',
  [`POST ${API}/friend-tags/unassign`]: 'gỡ nhãn khỏi bạn bè là việc hằng ngày; bản thân các nhãn có ghi nhật ký',
  [`POST ${API}/group-tags/assign`]: 'gắn nhãn cho nhóm là việc hằng ngày; bản thân các nhãn có ghi nhật ký',
  [`POST ${API}/group-tags/unassign`]: 'gỡ nhãn khỏi nhóm là việc hằng ngày; bản thân các nhãn có ghi nhật ký',
  [`POST ${API}/conversations/:id/messages`]: 'tin nhắn trò chuyện: hộp thư giữ nó cùng người gửi',
  [`POST ${API}/conversations/:id/messages/:messageId/retry`]: 'gửi lại tin nhắn trò chuyện: hộp thư giữ nó',
  [`POST ${API}/conversations/:id/read`]: 'đánh dấu một hội thoại đã đọc',
  [`POST ${API}/conversations/read-all`]: 'đánh dấu các hội thoại đã đọc',
  [`PATCH ${API}/shared-pending/lists/:listId/members/:memberId/status`]: 'đánh dấu tiến độ của một thành viên trong lúc làm việc',
  [`POST ${API}/payments/payos/webhook`]: 'lời gọi của payOS, không phải của người nào: thanh toán hoàn tất được ghi là mục của hệ thống',
};
