import { moveToPlan } from '../../../testing/plans';
import { createTeam, joinWorkspace, type Team } from '../../../testing/team-fixture';
import { bearer, type SignedInUser, type TestApp } from '../../../testing/test-app';
import type { PersonName, Resources } from '../routes';

export interface Cast {
  team: Team;
  /** Each kind of person's session; null for the signed-out visitor (no token at all). */
  people: Record<PersonName, SignedInUser | null>;
}

/**
 * The team of `createTeam` (owner, admin, agent with accounts[0], outsider: another workspace's owner) and three more:
 * - `agentWithout`: an AGENT of the same workspace with accounts[1] only, so accounts[0] and its resources are not theirs;
 * - `removed`: an AGENT who had accounts[0] and was then taken out of the workspace (their token still names it);
 * - `signedOut`: no token.
 * Both workspaces are on the pro plan.
 */
export async function createCast(t: TestApp): Promise<Cast> {
  const team = await createTeam(t);
  const agentWithout = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'AGENT', [team.accounts[1]]);
  const removed = await joinWorkspace(t, team.workspaceId, await t.signUp(), 'AGENT', [team.accounts[0]]);
  await t.database.query(`DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2`, [team.workspaceId, removed.id]);
  // On the plan with every feature, so a plan's gate (a 403 of its own) never stands in for a role's refusal.
  for (const workspace of [team.workspaceId, team.outsider.id]) await moveToPlan(t.database, workspace, 'pro');
  const { owner, admin, agent, outsider } = team;
  return { team, people: { owner, admin, agent, agentWithout, outsider, removed, signedOut: null } };
}

/**
 * One resource of each kind for accounts[0], inserted in SQL (quicker, and independent of what the routes under test
 * allow) but the schedules and the account's AI configuration, made through their routes as the owner.
 */
export async function createResources(t: TestApp, team: Team): Promise<Resources> {
  const workspaceId = team.workspaceId;
  const [account] = team.accounts;
  const one = async (sql: string, values: unknown[]) => (await t.database.query<{ id: string }>(sql, values))[0].id;

  const spareAccount = await one(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Shop dự phòng', 'ACTIVE') RETURNING id`, [workspaceId]);
  const job = await one(
    `INSERT INTO jobs (workspace_id, created_by, account_id, type, action, status, total_recipients, payload)
     VALUES ($1, $1, $2, 'TO_FRIENDS', 'message', 'COMPLETED', 0, '{"message":"Chào","delayMin":1,"delayMax":2}') RETURNING id`,
    [workspaceId, account],
  );
  // Lists the owner imported with numbers for accounts[0]. A distribution may hand numbers to every account (the
  // agent without accounts[0] would then see the list): the routes that distribute have a list of their own each.
  const importedList = async (name: string) => {
    const id = await one(`INSERT INTO phone_lists (workspace_id, created_by, name) VALUES ($1, $1, $2) RETURNING id`, [workspaceId, name]);
    await t.database.query(`INSERT INTO phone_numbers (list_id, seq, phone, account_id) VALUES ($1, 1, '0901000001', $2), ($1, 2, '0901000002', $2)`, [id, account]);
    return id;
  };
  const phoneList = await importedList('Khách hàng tháng 5');
  const listToDistribute = await importedList('Khách hàng tháng 6');
  const listToRetry = await importedList('Khách hàng tháng 7');
  const sharedList = await one(`INSERT INTO shared_lists (workspace_id, source_account_id, name) VALUES ($1, $2, 'Kho chung A') RETURNING id`, [workspaceId, account]);
  // The schedules are made as the customer makes them (their stored request is the routes' to shape), then paused so
  // no run starts while the routes are tried.
  const schedule = async (url: string, listId: string, kind: string) => {
    // Sending from accounts[0] alone: a schedule of several accounts is no AGENT's.
    const payload = { scheduleTimes: ['08:00'], messageTemplate: 'Chào bạn', accountQuotas: [{ accountId: account, dailyLimit: 20 }] };
    const made = await t.app.inject({ method: 'POST', url, headers: bearer(team.owner.token), payload });
    if (made.statusCode !== 200) throw new Error(`${url}: ${made.statusCode} ${made.body}`);
    return one(`UPDATE job_schedules SET is_active = false WHERE workspace_id = $1 AND kind = $2 AND list_id = $3 RETURNING id`, [workspaceId, kind, listId]);
  };
  const aiConfig = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/ai/config/${account}`,
    headers: bearer(team.owner.token),
    payload: { systemPrompt: 'Bạn là trợ lý bán hàng', enabled: false },
  });
  if (aiConfig.statusCode !== 200) throw new Error(`AI config: ${aiConfig.statusCode} ${aiConfig.body}`);
  const webhook = await one(
    `INSERT INTO webhook_endpoints (workspace_id, url, events, secret_sealed) VALUES ($1, 'https://example.com/hook', ARRAY['message.received'], 'v1.x.x.x') RETURNING id`,
    [workspaceId],
  );
  return {
    workspaceId,
    accounts: team.accounts,
    spareAccount,
    job,
    phoneList,
    listToDistribute,
    listToRetry,
    sharedList,
    schedule: await schedule(`/api/v1/shared-pending/lists/${sharedList}/schedule/message`, sharedList, 'shared-list-message'),
    phoneSchedule: await schedule(`/api/v1/phone-lists/${phoneList}/schedule/message`, phoneList, 'phone-message'),
    conversation: await one(
      `INSERT INTO conversations (workspace_id, account_id, thread_id, type, name) VALUES ($1, $2, '7001', 'user', 'Lan') RETURNING id`,
      [workspaceId, account],
    ),
    proxy: await one(`INSERT INTO proxies (workspace_id, name, scheme, host, port) VALUES ($1, 'Proxy 1', 'http', '127.0.0.1', 9) RETURNING id`, [workspaceId]),
    friendTag: await one(`INSERT INTO friend_tags (workspace_id, name) VALUES ($1, 'Khách quen') RETURNING id`, [workspaceId]),
    groupTag: await one(`INSERT INTO group_tags (workspace_id, name) VALUES ($1, 'Khuyến mãi') RETURNING id`, [workspaceId]),
    doNotContact: await one(`INSERT INTO do_not_contact (workspace_id, kind, phone, source) VALUES ($1, 'phone', '0901000009', 'manual') RETURNING id`, [workspaceId]),
    // A secret that does not open: "Gửi thử" and "Gửi lại" fail at once, without reaching the network.
    webhook,
    webhookDelivery: await one(
      `WITH ev AS (INSERT INTO webhook_events (id, workspace_id, type, data) VALUES ('evt_matrix_' || gen_random_uuid(), $1, 'message.received', '{}') RETURNING id)
       INSERT INTO webhook_deliveries (endpoint_id, event_id, status, attempts) SELECT $2, id, 'FAILED', 1 FROM ev RETURNING id`,
      [workspaceId, webhook],
    ),
  };
}