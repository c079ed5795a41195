/** The kinds of person every route is tried with. */
export const PEOPLE = ['owner', 'admin', 'agent', 'agentWithout', 'outsider', 'removed', 'signedOut'] as const;
export type PersonName = (typeof PEOPLE)[number];

/** What the routes' path params name: the team's accounts and one resource of each kind belonging to accounts[0]. */
export interface Resources {
  /** Lists of their own for the routes that distribute (see cast.ts). */
  listToDistribute: string;
  listToRetry: string;
  workspaceId: string;
  /** accounts[0] is the agent's; accounts[1] is agentWithout's. */
  accounts: [string, string];
  /** An account of the workspace nobody needs afterwards: the one deleted by `DELETE /accounts/:id`. */
  spareAccount: string;
  job: string;
  schedule: string;
  phoneSchedule: string;
  conversation: string;
  phoneList: string;
  sharedList: string;
  proxy: string;
  friendTag: string;
  groupTag: string;
  doNotContact: string;
  webhook: string;
  webhookDelivery: string;
}

/**
 * Who may call a route:
 * - `public`: anyone, signed in or not (sign-in, sign-up, payOS's webhook, health, the API documents, a preview);
 * - `member`: any member of a workspace, on that workspace's data (an AGENT's lists keep to their accounts);
 * - `account`: any member, but an AGENT only for the accounts assigned to them (see `by`);
 * - `admin`: the workspace's OWNER and ADMINs; `owner`: its OWNER only (billing, ownership, deleting it);
 * - `self`: the person's own things (profile, password, their workspaces);
 * - `link`: opened with a short-lived link a member asks for, never with a bearer token (tried without one);
 * - `simulator`: the simulators' own routes (test and demo only): listed, not sent.
 */
export type Policy = 'public' | 'member' | 'account' | 'admin' | 'owner' | 'self' | 'link' | 'simulator';

/**
 * What a person gets: `allowed` (neither 401 nor 403, never 5xx), `found` (allowed, and not a 404 either: the person
 * reaches the account or resource the route names), `refused` (403), `unknown` (404), `signedOut` (401).
 */
export type Outcome = 'allowed' | 'found' | 'refused' | 'unknown' | 'signedOut';

export interface RouteRule {
  policy: Policy;
  /**
   * How an `account` route names the account, so how others are turned away:
   * - `path`: its id in the path (an AGENT without it → 403; another workspace → 404);
   * - `body`: `accountId`/`accountIds` in the body (an AGENT without it → 403 from the guard; for another workspace the
   *   body's other fields are checked first, so it is only required not to be let in as 401/403 or 5xx);
   * - `resource`: a resource of the account found by its own id (an AGENT without the account → 404, like another
   *   workspace's).
   */
  by?: 'path' | 'body' | 'resource';
  /** Path params by name (the first name where Fastify lists several: `:id|:listId`); a missing one is a random UUID. */
  params?: (r: Resources) => Record<string, string>;
  query?: (r: Resources) => Record<string, string>;
  /** The JSON body of a write (default `{}`). */
  body?: (r: Resources) => unknown;
  /**
   * Sent after every other route, one person at a time, the refused first (PEOPLE's order reversed), in this order:
   * 1 deletes what other routes name, 2 makes a list's schedule again (it takes the place and id of the one other
   * routes name), 3 deletes what owns such things (a list and its schedules, the workspace), 4 ends the person's
   * sessions.
   */
  last?: 1 | 2 | 3 | 4;
  /**
   * The path also names something the test does not make (a group, a message, a list member: a random UUID), so a
   * person who may use the account still gets a 404; without it they must reach what the route names (`found`).
   */
  unmade?: true;
  /** A person whose answer differs from the policy's (one of several when the route may say either), with the reason beside it. */
  expect?: Partial<Record<PersonName, Outcome | Outcome[]>>;
}

const PHONE = '0901000001';
const member: RouteRule = { policy: 'member' };
const admin: RouteRule = { policy: 'admin' };
const owner: RouteRule = { policy: 'owner' };
const self: RouteRule = { policy: 'self' };
const open: RouteRule = { policy: 'public' };
const simulator: RouteRule = { policy: 'simulator' };
/** The route names accounts[0] in its path as `key`. */
const inPath = (key = 'id'): RouteRule => ({ policy: 'account', by: 'path', params: (r) => ({ [key]: r.accounts[0] }) });
/** The same rule with a body valid enough that the route goes on to look up what it names. */
const withBody = (rule: RouteRule, body: unknown, query?: Record<string, string>): RouteRule => ({
  ...rule,
  body: typeof body === 'function' ? (body as (r: Resources) => unknown) : () => body,
  ...(query ? { query: () => query } : {}),
});
/** The route names accounts[0] in its body. */
const inBody: RouteRule = { policy: 'account', by: 'body', body: (r) => ({ accountId: r.accounts[0], accountIds: [r.accounts[0]] }) };
/** The route names a resource of accounts[0] by its own id. */
const resource = (pick: (r: Resources) => string, key = 'id'): RouteRule => ({ policy: 'account', by: 'resource', params: (r) => ({ [key]: pick(r) }) });
const everyone = (outcome: Outcome) => Object.fromEntries(PEOPLE.map((person) => [person, outcome]));
const deleting = (rule: RouteRule): RouteRule => ({ ...rule, last: 1 });
const replacing = (rule: RouteRule): RouteRule => ({ ...rule, last: 2 });
/** Deletes a list with its schedules (after the routes naming the schedules). */
const deletingList = (rule: RouteRule): RouteRule => ({ ...rule, last: 3 });
/** A phone list's schedule sending from accounts[0] alone (one of several accounts would not be the agent's alone). */
const phoneSchedule = (r: Resources) => ({ scheduleTimes: ['08:00'], messageTemplate: 'Chào bạn', accountQuotas: [{ accountId: r.accounts[0], dailyLimit: 20 }] });
const unmade = (rule: RouteRule): RouteRule => ({ ...rule, unmade: true });
const job = (r: Resources) => r.job;
const conversation = (r: Resources) => r.conversation;
const phoneList = (r: Resources) => r.phoneList;
const sharedList = (r: Resources) => r.sharedList;
const adminOn = (pick: (r: Resources) => string): RouteRule => ({ policy: 'admin', params: (r) => ({ id: pick(r) }) });

/** Every route of the app, by `METHOD url` as Fastify's route table lists it. */
export const ROUTES: Record<string, RouteRule> = {
  // Health, the API's documents, sessions.
  'GET /api/v1/openapi.json': open,
  'GET /api/v1/health': open,
  // The same at the root, for load balancers (a SERVER_ROLE=worker process serves nothing else).
  'GET /health': open,
  'GET /api/docs': open,
  'GET /api/docs/': open,
  'GET /api/docs/static/index.html': open,
  'GET /api/docs/static/swagger-initializer.js': open,
  'GET /api/docs/*': open,
  'GET /api/docs/json': open,
  'GET /api/docs/yaml': open,
  'POST /api/v1/auth/register': open,
  // Sent without the refresh cookie (sending it would turn the cast's sessions over): nobody gets a session.
  'POST /api/v1/auth/refresh': { policy: 'public', expect: everyone('signedOut') },
  'POST /api/v1/auth/login': open,
  'POST /api/v1/auth/logout': open,
  'POST /api/v1/auth/logout-everywhere': { policy: 'self', last: 4 },
  'GET /api/v1/auth/me': self,
  'PATCH /api/v1/auth/profile': self,
  'PATCH /api/v1/auth/change-password': self,
  'GET /api/v1/workspaces': self,
  'POST /api/v1/workspaces/:id/switch': {
    policy: 'self',
    params: (r) => ({ id: r.workspaceId }),
    // Switching into a workspace one is not a member of is refused.
    expect: { outsider: 'refused' },
  },
  'DELETE /api/v1/workspaces/current': { ...owner, last: 3 },
  'POST /api/v1/download-links': member,
  'POST /api/v1/live/link': member,
  'GET /api/v1/live/stream': { policy: 'link' },
  'GET /api/v1/inbox-files/:key/:name': open,

  // The team and its audit log.
  'GET /api/v1/team/members': admin,
  'PATCH /api/v1/team/members/:userId': admin,
  'DELETE /api/v1/team/members/:userId': admin,
  'POST /api/v1/team/transfer-ownership': owner,
  'GET /api/v1/team/invitations': admin,
  'POST /api/v1/team/invitations': admin,
  // An invitation's id and its link's token share the path's place: Fastify lists both names.
  'DELETE /api/v1/team/invitations/:id|:token': admin,
  'GET /api/v1/team/invitations/:id|:token': open,
  'POST /api/v1/team/invitations/:id|:token/accept': self,
  'GET /api/v1/audit-log': admin,
  'GET /api/v1/audit-log/actions': admin,
  'GET /api/v1/audit-log/actors': admin,
  'GET /api/v1/audit-log/export': admin,
  // API keys: made, listed and revoked by the owner and admins (an API key itself never reaches them).
  'GET /api/v1/api-keys': admin,
  'POST /api/v1/api-keys': withBody(admin, { name: 'Bảng tính bán hàng', scope: 'read' }),
  'PATCH /api/v1/api-keys/:id': withBody(admin, { name: 'Bảng tính mới' }),
  'DELETE /api/v1/api-keys/:id': admin,

  // Zalo accounts, their bots and AI replies.
  'GET /api/v1/accounts': member,
  'POST /api/v1/accounts': admin,
  'GET /api/v1/accounts/health': member,
  'GET /api/v1/accounts/:id': inPath(),
  'PATCH /api/v1/accounts/:id': inPath(),
  'DELETE /api/v1/accounts/:id': deleting(adminOn((r) => r.spareAccount)),
  'GET /api/v1/accounts/:id/friends': inPath(),
  'POST /api/v1/accounts/:id/friends/sync': inPath(),
  'POST /api/v1/accounts/:id/friend-request-by-phone': withBody(inPath(), { phoneNumber: PHONE, message: 'Chào bạn' }),
  'POST /api/v1/accounts/:id/friend-request-and-message-by-phone': withBody(inPath(), { phoneNumber: PHONE, friendRequestMessage: 'Chào bạn', message: 'Chào bạn' }),
  'GET /api/v1/accounts/:id/find-user': withBody(inPath(), undefined, { phone: PHONE }),
  'GET /api/v1/accounts/:id/sent-friend-requests': inPath(),
  'DELETE /api/v1/accounts/:id/sent-friend-requests': withBody(inPath(), { userIds: ['7001'] }),
  'PUT /api/v1/accounts/:id/sending-window': withBody(inPath(), { enabled: false, start: '08:00', end: '21:00' }),
  'POST /api/v1/accounts/:id/sending/resume': inPath(),
  'GET /api/v1/accounts/:id/groups': inPath(),
  'POST /api/v1/accounts/:id/groups/sync': inPath(),
  'POST /api/v1/accounts/:id/groups/bulk-members': unmade(withBody(inPath(), { groupIds: ['g-1'] })),
  'POST /api/v1/accounts/:id/groups/bulk-message-members': withBody(inPath(), { groupIds: ['g-1'], message: 'Chào bạn' }),
  'POST /api/v1/accounts/:id/groups/pending-friends': unmade(withBody(inPath(), { groupIds: ['g-1'] })),
  'GET /api/v1/accounts/:id/groups/:groupId/members': unmade(inPath()),
  'POST /api/v1/accounts/:id/groups/:groupId/message-members': withBody(inPath(), { memberIds: ['7001'], message: 'Chào bạn' }),
  'POST /api/v1/accounts/:id/groups/:groupId/friend-requests': withBody(inPath(), { memberIds: ['7001'], message: 'Chào bạn' }),
  'POST /api/v1/accounts/:id/message-by-phone': withBody(inPath(), { phoneNumber: PHONE, message: 'Chào bạn' }),
  'GET /api/v1/ai/config/:accountId': inPath('accountId'),
  'PUT /api/v1/ai/config/:accountId': withBody(inPath('accountId'), { systemPrompt: 'Bạn là trợ lý bán hàng', enabled: false }),
  'PATCH /api/v1/ai/config/:accountId/toggle': withBody(inPath('accountId'), { enabled: false }),
  'POST /api/v1/bots/:id/login/qr/start': inPath(),
  'GET /api/v1/bots/:id/login/qr/status': unmade(inPath()),
  'POST /api/v1/bots/:id/login/cookie': inPath(),
  'POST /api/v1/bots/:id/login/auto-relogin': inPath(),
  'GET /api/v1/bots/:id/cookie/validate': inPath(),
  'POST /api/v1/bots/:id/start': inPath(),
  'GET /api/v1/bots/:id/status': inPath(),
  'POST /api/v1/bots/:id/stop': inPath(),
  'GET /api/v1/bots/:id/sessions': inPath(),
  'GET /api/v1/bots/:id/health': inPath(),
  'POST /api/v1/bots/:id/test-message': withBody(inPath(), { message: 'Chào bạn' }),
  'POST /api/v1/bots/:id/join-group': withBody(inPath(), { groupLink: 'https://zalo.me/g/abcdef' }),

  // Proxies: the owner's and admins' only.
  'GET /api/v1/proxies': admin,
  'POST /api/v1/proxies': admin,
  'GET /api/v1/proxies/stats/summary': admin,
  'POST /api/v1/proxies/import': admin,
  'GET /api/v1/proxies/:id': adminOn((r) => r.proxy),
  'PATCH /api/v1/proxies/:id': adminOn((r) => r.proxy),
  'DELETE /api/v1/proxies/:id': deleting(adminOn((r) => r.proxy)),
  'POST /api/v1/proxies/:id/test': adminOn((r) => r.proxy),

  // Webhooks: the owner's and admins' only.
  'GET /api/v1/webhooks': admin,
  'POST /api/v1/webhooks': admin,
  'GET /api/v1/webhooks/:id': adminOn((r) => r.webhook),
  'PATCH /api/v1/webhooks/:id': adminOn((r) => r.webhook),
  'DELETE /api/v1/webhooks/:id': deleting(adminOn((r) => r.webhook)),
  'POST /api/v1/webhooks/:id/test': adminOn((r) => r.webhook),
  'GET /api/v1/webhooks/:id/deliveries': adminOn((r) => r.webhook),
  'POST /api/v1/webhooks/deliveries/:id/retry': adminOn((r) => r.webhookDelivery),

  // Plans and payments: limits and the plan readable by every member, paying the owner's.
  'GET /api/v1/subscription/plans': member,
  'GET /api/v1/subscription/plan-limits': member,
  'GET /api/v1/subscription/current': member,
  'GET /api/v1/subscription/check-limit': member,
  'GET /api/v1/subscription/job-limits': member,
  'GET /api/v1/subscription/features/:feature': { policy: 'member', params: () => ({ feature: 'ai' }) },
  'POST /api/v1/subscription/payment/create': owner,
  'GET /api/v1/subscription/payment/:orderCode/status': { policy: 'owner', params: () => ({ orderCode: '123456' }) },
  'POST /api/v1/subscription/payment/:orderCode/cancel': { policy: 'owner', params: () => ({ orderCode: '123456' }) },
  'GET /api/v1/subscription/payments/history': owner,
  'GET /api/v1/payments/mode': owner,
  'POST /api/v1/payments/payos/webhook': open,

  // Friends' and groups' tags: read and assigned by every member, made and changed by the owner and admins.
  'GET /api/v1/friend-tags': member,
  'POST /api/v1/friend-tags': admin,
  'GET /api/v1/friend-tags/filtered-friends': member,
  'GET /api/v1/friend-tags/stats': member,
  'GET /api/v1/friend-tags/colors': member,
  'POST /api/v1/friend-tags/assign': member,
  'POST /api/v1/friend-tags/unassign': member,
  'GET /api/v1/friend-tags/:id': { policy: 'member', params: (r) => ({ id: r.friendTag }) },
  'PUT /api/v1/friend-tags/:id': adminOn((r) => r.friendTag),
  'DELETE /api/v1/friend-tags/:id': deleting(adminOn((r) => r.friendTag)),
  'GET /api/v1/group-tags': member,
  'POST /api/v1/group-tags': admin,
  'GET /api/v1/group-tags/filtered-groups': member,
  'GET /api/v1/group-tags/stats': member,
  'GET /api/v1/group-tags/colors': member,
  'POST /api/v1/group-tags/assign': member,
  'POST /api/v1/group-tags/unassign': member,
  'GET /api/v1/group-tags/:id': { policy: 'member', params: (r) => ({ id: r.groupTag }) },
  'PUT /api/v1/group-tags/:id': adminOn((r) => r.groupTag),
  'DELETE /api/v1/group-tags/:id': deleting(adminOn((r) => r.groupTag)),

  // Do-not-contact: the business's one list, added to by everyone, emptied and set by the owner and admins.
  'GET /api/v1/do-not-contact': member,
  'POST /api/v1/do-not-contact': member,
  'GET /api/v1/do-not-contact/counts': member,
  'POST /api/v1/do-not-contact/from-job': member,
  'POST /api/v1/do-not-contact/import': member,
  'GET /api/v1/do-not-contact/settings': member,
  'PUT /api/v1/do-not-contact/settings': admin,
  'DELETE /api/v1/do-not-contact/:id': deleting(adminOn((r) => r.doNotContact)),

  // Jobs, their schedules and reports.
  'POST /api/v1/jobs': inBody,
  'GET /api/v1/jobs': member,
  'POST /api/v1/jobs/message/to-friends': inBody,
  'POST /api/v1/jobs/message/to-group': inBody,
  'POST /api/v1/jobs/message/to-groups': inBody,
  'POST /api/v1/jobs/message/to-group-members': inBody,
  'POST /api/v1/jobs/message/to-thread': inBody,
  'POST /api/v1/jobs/message/to-shared-pending-list-members': inBody,
  'POST /api/v1/jobs/message/to-pending-list-members': inBody,
  'POST /api/v1/jobs/message/bulk-to-group-members': inBody,
  'POST /api/v1/jobs/message/bulk-groups': inBody,
  'POST /api/v1/jobs/message/bulk-groups-by-tags': inBody,
  'POST /api/v1/jobs/friend-request/by-group': inBody,
  'POST /api/v1/jobs/friend-request/to-shared-pending-list-members': inBody,
  'POST /api/v1/jobs/auto-friend-request': inBody,
  'POST /api/v1/jobs/invite-to-group-shared-pending-list-members': inBody,
  'GET /api/v1/jobs/stats/summary': member,
  'GET /api/v1/jobs/stats/daily': member,
  'GET /api/v1/jobs/bulk-groups/:executionId/status': member,
  'GET /api/v1/jobs/:id': resource(job),
  'POST /api/v1/jobs/:id/cancel': resource(job),
  'GET /api/v1/jobs/:id/recipients': resource(job),
  'GET /api/v1/jobs/:id/recipients/export': resource(job),
  'GET /api/v1/jobs/:id/friend-request-limits': resource(job),
  'GET /api/v1/schedules': member,
  'PATCH /api/v1/schedules/:id': withBody(resource((r) => r.schedule), { isActive: false }),
  'DELETE /api/v1/schedules/:id': deleting(resource((r) => r.schedule)),
  'GET /api/v1/reports/summary': member,
  'GET /api/v1/reports/daily': member,
  'GET /api/v1/reports/by-account': member,
  'GET /api/v1/reports/by-job': member,
  'GET /api/v1/reports/heatmap': member,
  'GET /api/v1/reports/export': member,

  // Kho chung: lists of a source account.
  'POST /api/v1/shared-pending/save-members': inBody,
  'GET /api/v1/shared-pending/lists': member,
  'GET /api/v1/shared-pending/lists/:id|:listId': resource(sharedList),
  'DELETE /api/v1/shared-pending/lists/:id|:listId': deletingList(resource(sharedList)),
  'GET /api/v1/shared-pending/lists/:id|:listId/senders': resource(sharedList),
  'POST /api/v1/shared-pending/lists/:id|:listId/schedule/message': replacing(withBody(resource(sharedList), { scheduleTimes: ['08:00'], messageTemplate: 'Chào bạn' })),
  'GET /api/v1/shared-pending/lists/:id|:listId/message-executions': resource(sharedList),
  'PATCH /api/v1/shared-pending/lists/:id|:listId/members/:memberId/status': unmade(withBody(resource(sharedList), { status: 'pending' })),
  'GET /api/v1/shared-pending/lists/:id|:listId/export': resource(sharedList),

  // Phone lists: seen by whoever imported them or works some of their numbers.
  'GET /api/v1/phone-lists': member,
  'POST /api/v1/phone-lists/preview': member,
  'POST /api/v1/phone-lists/import': member,
  'GET /api/v1/phone-lists/accounts/quotas': member,
  'PATCH /api/v1/phone-lists/accounts/:id/quota': withBody(inPath(), { dailyLimit: 50 }),
  'PATCH /api/v1/phone-lists/schedules/:id': withBody(resource((r) => r.phoneSchedule), { isActive: false }),
  'POST /api/v1/phone-lists/schedules/:id/execute': resource((r) => r.phoneSchedule),
  'GET /api/v1/phone-lists/:id': resource(phoneList),
  'DELETE /api/v1/phone-lists/:id': {
    ...deletingList(resource(phoneList)),
    // An AGENT deletes only the lists they imported: this one the owner imported, numbers for the agent's account.
    expect: { agent: 'refused' },
  },
  'PATCH /api/v1/phone-lists/:id/status': {
    ...withBody(resource(phoneList), { status: 'PAUSED' }),
    // Pausing a whole list is, like deleting it, for the AGENT who imported it.
    expect: { agent: 'refused' },
  },
  'GET /api/v1/phone-lists/:id/stats': resource(phoneList),
  'POST /api/v1/phone-lists/:id/schedule/friend-request': {
    ...replacing(withBody(resource(phoneList), phoneSchedule)),
    // The body names accounts[0] too (its quota): refused for that, or unknown for the list, whichever is checked first.
    expect: { agentWithout: ['refused', 'unknown'] },
  },
  'POST /api/v1/phone-lists/:id/schedule/message': {
    ...replacing(withBody(resource(phoneList), phoneSchedule)),
    // The body names accounts[0] too (its quota): refused for that, or unknown for the list, whichever is checked first.
    expect: { agentWithout: ['refused', 'unknown'] },
  },
  'GET /api/v1/phone-lists/:id/schedules/friend-requests': resource(phoneList),
  'GET /api/v1/phone-lists/:id/schedules/messages': resource(phoneList),
  // One person after another, the refused first: a distribution hands numbers to every account.
  'POST /api/v1/phone-lists/:id/distribute': replacing(resource((r) => r.listToDistribute)),
  'POST /api/v1/phone-lists/:id/retry-failed': replacing(resource((r) => r.listToRetry)),
  'GET /api/v1/phone-lists/:id/numbers': resource(phoneList),
  'GET /api/v1/phone-lists/:id/executions': resource(phoneList),
  'GET /api/v1/phone-lists/:id/export': resource(phoneList),
  'GET /api/v1/phone-lists/:id/message-executions': resource(phoneList),

  // The inbox.
  'GET /api/v1/conversations': member,
  'GET /api/v1/conversations/unread-count': member,
  'POST /api/v1/conversations/read-all': member,
  'GET /api/v1/conversations/:id': resource(conversation),
  'PATCH /api/v1/conversations/:id': withBody(resource(conversation), { aiPaused: true }),
  'GET /api/v1/conversations/:id/contact': resource(conversation),
  'POST /api/v1/conversations/:id/do-not-contact': resource(conversation),
  'POST /api/v1/conversations/:id/read': resource(conversation),
  'GET /api/v1/conversations/:id/messages': resource(conversation),
  'POST /api/v1/conversations/:id/messages': withBody(resource(conversation), { text: 'Chào bạn' }),
  'POST /api/v1/conversations/:id/messages/:messageId/retry': unmade(resource(conversation)),
  'GET /api/v1/messages/search': member,

  // The simulators (payOS's API and checkout page, Zalo's control routes): test and demo only.
  'POST /v2/payment-requests': simulator,
  'GET /v2/payment-requests/:id': simulator,
  'POST /v2/payment-requests/:id/cancel': simulator,
  'GET /payos-sim/checkout/:id': simulator,
  'POST /payos-sim/checkout/:id/pay': simulator,
  'POST /payos-sim/checkout/:id/cancel': simulator,
  'POST /__sim/zalo/qr/scan': simulator,
  'POST /__sim/zalo/messages': simulator,
  'POST /__sim/zalo/messages/batch': simulator,
  'POST /__sim/zalo/phone-messages': simulator,
  'POST /__sim/zalo/friend-requests/accept': simulator,
  'GET /__sim/zalo/messages': simulator,
  'GET /__sim/zalo/sessions': simulator,
};

/** What the policy (and the rule's exceptions) expect of a person. */
export function expectedOutcome(rule: RouteRule, person: PersonName): Outcome | Outcome[] {
  const exception = rule.expect?.[person];
  if (exception) return exception;
  if (rule.policy === 'public') return 'allowed';
  if (rule.policy === 'link' || person === 'removed' || person === 'signedOut') return 'signedOut';
  switch (rule.policy) {
    case 'member':
    case 'self':
      return 'allowed';
    case 'account':
      if (person === 'agentWithout') return rule.by === 'resource' ? 'unknown' : 'refused';
      if (person === 'outsider') return rule.by === 'body' ? 'allowed' : 'unknown';
      // A deleting route finds its resource for the first of them only (the agent: the refused go first).
      return rule.by === 'body' || rule.unmade || (rule.last && person !== 'agent') ? 'allowed' : 'found';
    case 'admin':
      return person === 'agent' || person === 'agentWithout' ? 'refused' : 'allowed';
    case 'owner':
      return person === 'admin' || person === 'agent' || person === 'agentWithout' ? 'refused' : 'allowed';
    default:
      throw new Error(`no expectation for policy ${rule.policy}`);
  }
}

/** Whether an answer's status is the outcome: any 5xx never is. */
export function statusIs(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  switch (outcome) {
    case 'allowed':
      return status !== 401 && status !== 403;
    case 'found':
      return status !== 401 && status !== 403 && status !== 404;
    case 'refused':
      return status === 403;
    case 'unknown':
      return status === 404;
    case 'signedOut':
      return status === 401;
  }
}
