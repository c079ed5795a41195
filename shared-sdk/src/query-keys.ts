import type { ReportQuery } from './schemas/reports';

/** Query-key factories: one place for every cache key, so invalidation matches what was fetched. */
export const queryKeys = {
  auth: { me: () => ['auth', 'me'] as const },
  workspaces: { list: () => ['workspaces', 'list'] as const },
  /** The workspace's members and invitations (GET /team/…, OWNER and ADMIN). */
  team: {
    all: () => ['team'] as const,
    members: () => ['team', 'members'] as const,
    invitations: () => ['team', 'invitations'] as const,
  },
  auditLog: {
    all: () => ['audit-log'] as const,
    list: (query: object) => ['audit-log', 'list', query] as const,
    actors: () => ['audit-log', 'actors'] as const,
    actions: () => ['audit-log', 'actions'] as const,
  },
  /** The integrations page: API keys, webhook endpoints and each endpoint's deliveries (OWNER and ADMIN). */
  integrations: {
    apiKeys: () => ['integrations', 'api-keys'] as const,
    webhooks: () => ['integrations', 'webhooks'] as const,
    /** Every page of one endpoint's deliveries (a retry or a test reloads them). */
    allDeliveries: (webhookId: string) => ['integrations', 'webhooks', webhookId, 'deliveries'] as const,
    deliveries: (webhookId: string, query: object) => ['integrations', 'webhooks', webhookId, 'deliveries', query] as const,
  },
  accounts: {
    all: () => ['accounts'] as const,
    list: () => ['accounts', 'list'] as const,
    health: () => ['accounts', 'health'] as const,
  },
  bots: {
    all: () => ['bots'] as const,
    status: (accountId: string) => ['bots', accountId, 'status'] as const,
    cookie: (accountId: string) => ['bots', accountId, 'cookie'] as const,
    qrStatus: (accountId: string, loginRequestId: string) => ['bots', accountId, 'qr', loginRequestId] as const,
  },
  ai: { config: (accountId: string) => ['ai', 'config', accountId] as const },
  proxies: {
    all: () => ['proxies'] as const,
    list: (params: { isActive?: boolean; page?: number; limit?: number }) => ['proxies', 'list', params] as const,
    stats: () => ['proxies', 'stats'] as const,
  },
  subscription: {
    all: () => ['subscription'] as const,
    plans: () => ['subscription', 'plans'] as const,
    current: () => ['subscription', 'current'] as const,
    planLimits: () => ['subscription', 'plan-limits'] as const,
    checkLimit: () => ['subscription', 'check-limit'] as const,
    jobLimits: (jobType?: string) => ['subscription', 'job-limits', jobType ?? 'all'] as const,
    feature: (feature: string) => ['subscription', 'feature', feature] as const,
    paymentStatus: (orderCode: string | number) => ['subscription', 'payment', String(orderCode)] as const,
    history: () => ['subscription', 'payments'] as const,
    paymentMode: () => ['subscription', 'payment-mode'] as const,
  },
  social: {
    groups: (accountId: string) => ['social', accountId, 'groups'] as const,
    friends: (accountId: string) => ['social', accountId, 'friends'] as const,
  },
  groups: {
    all: () => ['groups'] as const,
    members: (accountId: string, groupId: string, offset: number, limit: number) => ['groups', 'members', accountId, groupId, offset, limit] as const,
    filtered: (query: object) => ['groups', 'filtered', query] as const,
    /** `groups`: the platform ids, or a select-all's filter (its groups of the account). */
    pendingFriends: (accountId: string, groups: readonly string[] | object, showAll: boolean) => ['groups', 'pending-friends', accountId, groups, showAll] as const,
  },
  groupTags: {
    all: () => ['group-tags'] as const,
    list: () => ['group-tags', 'list'] as const,
    stats: () => ['group-tags', 'stats'] as const,
    colors: () => ['group-tags', 'colors'] as const,
  },
  jobs: {
    all: () => ['jobs'] as const,
    list: (params: { page: number; limit: number; status?: string; accountId?: string; type?: string }) =>
      ['jobs', 'list', params] as const,
    stats: (accountId?: string) => ['jobs', 'stats', accountId ?? 'all'] as const,
    daily: (days: number) => ['jobs', 'daily', days] as const,
    detail: (id: string) => ['jobs', 'detail', id] as const,
    recipients: (id: string, params: { page: number; limit: number; status?: string; replied?: boolean }) => ['jobs', 'recipients', id, params] as const,
    friendRequestLimits: (id: string) => ['jobs', 'friend-request-limits', id] as const,
    /** Every recurring schedule of the user (under jobs: a change to jobs refreshes the last runs). */
    schedules: () => ['jobs', 'schedules'] as const,
  },
  /** The reports page: one key per report and range; under 'reports' so the page's refresh reloads them all. */
  reports: {
    all: () => ['reports'] as const,
    summary: (query: ReportQuery) => ['reports', 'summary', query] as const,
    daily: (query: ReportQuery) => ['reports', 'daily', query] as const,
    byAccount: (query: ReportQuery) => ['reports', 'by-account', query] as const,
    byJob: (query: ReportQuery) => ['reports', 'by-job', query] as const,
    heatmap: (query: ReportQuery) => ['reports', 'heatmap', query] as const,
  },
  doNotContact: {
    all: () => ['do-not-contact'] as const,
    list: (params: { page: number; limit: number; search?: string; source?: string }) => ['do-not-contact', 'list', params] as const,
    counts: () => ['do-not-contact', 'counts'] as const,
    settings: () => ['do-not-contact', 'settings'] as const,
    /** The do-not-contact add dialog's friend search (GET /friend-tags/filtered-friends, its first 20). */
    friendPicker: (search: string) => ['do-not-contact', 'friend-picker', search] as const,
  },
  phoneLists: {
    all: () => ['phone-lists'] as const,
    list: (params: { page: number; limit: number }) => ['phone-lists', 'list', params] as const,
    detail: (id: string) => ['phone-lists', 'detail', id] as const,
    stats: (id: string) => ['phone-lists', id, 'stats'] as const,
    friendRequestSchedules: (id: string) => ['phone-lists', id, 'schedules', 'friend-requests'] as const,
    messageSchedules: (id: string) => ['phone-lists', id, 'schedules', 'messages'] as const,
    numbers: (id: string, params: { page: number; limit: number; status?: string }) => ['phone-lists', id, 'numbers', params] as const,
    executions: (id: string, params: { page: number; limit: number }) => ['phone-lists', id, 'executions', params] as const,
    accountQuotas: () => ['phone-lists', 'account-quotas'] as const,
  },
  /** Every inbox key starts with 'inbox': a live event invalidates them all at once. */
  inbox: {
    all: () => ['inbox'] as const,
    /** The scrolled list, page after page. */
    conversationPages: (params: object) => ['inbox', 'conversations', params, 'pages'] as const,
    conversation: (id: string) => ['inbox', 'conversation', id] as const,
    contacts: () => ['inbox', 'contact'] as const,
    contact: (id: string) => ['inbox', 'contact', id] as const,
    messages: (id: string) => ['inbox', 'messages', id] as const,
    unreadCount: () => ['inbox', 'unread-count'] as const,
    /** The search's hits, page after page. */
    searchPages: (params: object) => ['inbox', 'search', params, 'pages'] as const,
  },
  sharedLists: {
    all: () => ['shared-lists'] as const,
    list: () => ['shared-lists', 'list'] as const,
    detail: (id: string) => ['shared-lists', 'detail', id] as const,
    executions: (id: string, page: number) => ['shared-lists', 'executions', id, page] as const,
    senders: (id: string) => ['shared-lists', 'senders', id] as const,
  },
  /** The friends page's cache: the inbox's contact panel edits friend tags too. */
  friends: {
    all: () => ['friends'] as const,
    /** Every filtered page (a tag toggle updates them in place). */
    allFiltered: () => ['friends', 'filtered'] as const,
    filtered: (query: object) => ['friends', 'filtered', query] as const,
    tags: () => ['friends', 'tags'] as const,
    tagColors: () => ['friends', 'tags', 'colors'] as const,
    allSentRequests: () => ['friends', 'sent-requests'] as const,
    sentRequests: (accountIds: readonly string[]) => ['friends', 'sent-requests', accountIds] as const,
  },
} as const;
