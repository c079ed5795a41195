import { FRIEND_MESSAGES } from 'shared-sdk/schemas';
import { ACCESS_MESSAGES } from '../../http/workspace-access';
import { createTeam, type Team } from '../../testing/team-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type ApiMethod, userCalls } from '../../testing/user-calls';

/** Friends, groups and tags as each member of a team sees them: an AGENT has the first of two accounts. */

let t: TestApp;
let team: Team;
const { call, dataOf } = userCalls(() => t);
const friendIds: Record<'a1' | 'a2', string> = { a1: '', a2: '' };
let friendTag: string;
let groupTag: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  const [a1, a2] = team.accounts;
  const friends = await t.database.query<{ id: string; account_id: string }>(
    `INSERT INTO friends (workspace_id, account_id, uid, display_name) VALUES ($1, $2, 'u-1', 'Bạn của A1'), ($1, $3, 'u-2', 'Bạn của A2')
     RETURNING id, account_id`,
    [team.workspaceId, a1, a2],
  );
  friendIds.a1 = friends.find((row) => row.account_id === a1)!.id;
  friendIds.a2 = friends.find((row) => row.account_id === a2)!.id;
  const groups = await t.database.query<{ id: string }>(
    `INSERT INTO groups (workspace_id, account_id, group_id, name, member_count) VALUES ($1, $2, 'g-1', 'Nhóm của A1', 10), ($1, $3, 'g-2', 'Nhóm của A2', 20)
     RETURNING id`,
    [team.workspaceId, a1, a2],
  );
  // Both accounts were synced once: their lists are read from the store.
  for (const table of ['account_friend_syncs', 'account_group_syncs']) {
    await t.database.query(`INSERT INTO ${table} (account_id, synced_at) VALUES ($1, now()), ($2, now())`, [a1, a2]);
  }
  friendTag = (await dataOf(team.owner, 'POST', '/friend-tags', { name: 'Khách quen', color: '#3B82F6' })).id;
  groupTag = (await dataOf(team.owner, 'POST', '/group-tags', { name: 'Nhóm bán hàng', color: '#3B82F6' })).id;
  await dataOf(team.owner, 'POST', '/friend-tags/assign', { tagIds: [friendTag], friendIds: [friendIds.a1, friendIds.a2] });
  await dataOf(team.owner, 'POST', '/group-tags/assign', { tagIds: [groupTag], groupIds: groups.map((row) => row.id) });
}, 60_000);
afterAll(() => t.close());

const names = (rows: Array<{ displayName?: string; name?: string }>) => rows.map((row) => row.displayName ?? row.name);

describe('friends and groups by role', () => {
  it("lists only the AGENT's accounts' friends and groups, with their own counts; an ADMIN sees the whole workspace", async () => {
    // The ADMIN first: the workspace's counts, kept a while, must not be what the AGENT is answered next.
    const ofAdmin = await dataOf(team.admin, 'GET', '/friend-tags/filtered-friends');
    expect(names(ofAdmin.friends)).toEqual(['Bạn của A1', 'Bạn của A2']);
    expect(ofAdmin).toMatchObject({ total: 2, totalAll: 2, accountCount: 2 });
    const groupsOfAdmin = await dataOf(team.admin, 'GET', '/group-tags/filtered-groups');
    expect(groupsOfAdmin).toMatchObject({ total: 2, totalAll: 2, accountCount: 2 });

    const ofAgent = await dataOf(team.agent, 'GET', '/friend-tags/filtered-friends');
    expect(names(ofAgent.friends)).toEqual(['Bạn của A1']);
    expect(ofAgent).toMatchObject({ total: 1, totalAll: 1, activeCount: 1, accountCount: 1, byAccount: [{ accountId: team.accounts[0], count: 1 }] });
    const groupsOfAgent = await dataOf(team.agent, 'GET', '/group-tags/filtered-groups');
    expect(names(groupsOfAgent.groups)).toEqual(['Nhóm của A1']);
    expect(groupsOfAgent).toMatchObject({ total: 1, totalAll: 1, accountCount: 1, byAccount: [{ accountId: team.accounts[0], count: 1 }] });

    // A filter naming the other account is refused with the reason.
    const named = await call(team.agent, 'GET', `/friend-tags/filtered-friends?accountId=${team.accounts[1]}`);
    expect([named.statusCode, named.json().error]).toEqual([403, ACCESS_MESSAGES.accountNotAssigned]);
    expect((await dataOf(team.admin, 'GET', '/friend-tags/filtered-friends')).totalAll).toBe(2);
  });

  it("reads the AGENT's own account's lists and refuses every route of the other account with the reason", async () => {
    const [a1, a2] = team.accounts;
    expect(names((await dataOf(team.agent, 'GET', `/accounts/${a1}/friends`)).friends)).toEqual(['Bạn của A1']);
    expect(names((await dataOf(team.agent, 'GET', `/accounts/${a1}/groups`)).groups)).toEqual(['Nhóm của A1']);
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', `/accounts/${a2}/friends`],
      ['POST', `/accounts/${a2}/friends/sync`],
      ['GET', `/accounts/${a2}/sent-friend-requests`],
      ['DELETE', `/accounts/${a2}/sent-friend-requests`, { userIds: ['u-9'] }],
      ['GET', `/accounts/${a2}/groups`],
      ['POST', `/accounts/${a2}/groups/sync`],
      ['GET', `/accounts/${a2}/groups/g-2/members`],
      ['POST', `/accounts/${a2}/groups/bulk-members`, { groupIds: ['g-2'] }],
      ['POST', `/accounts/${a2}/groups/pending-friends`, { groupIds: ['g-2'] }],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(team.agent, method, url, body);
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.accountNotAssigned } });
    }
  });

  it("shows another workspace's member nothing of it: the accounts' lists and the tags are 404s", async () => {
    const ofOutsider = await dataOf(team.outsider, 'GET', '/friend-tags/filtered-friends');
    expect(ofOutsider).toMatchObject({ friends: [], total: 0, totalAll: 0 });
    expect((await dataOf(team.outsider, 'GET', '/friend-tags')).tags).toEqual([]);
    expect((await call(team.outsider, 'GET', `/accounts/${team.accounts[0]}/friends`)).statusCode).toBe(404);
    expect((await call(team.outsider, 'GET', `/friend-tags/${friendTag}`)).statusCode).toBe(404);
    expect((await call(team.outsider, 'POST', '/friend-tags/assign', { tagIds: [friendTag], friendIds: [friendIds.a1] })).statusCode).toBe(404);
  });
});

describe('tags by role', () => {
  it("counts a tag on the AGENT's accounts' friends and groups only", async () => {
    const countOf = async (member: typeof team.agent, path: string, key: string) =>
      (await dataOf(member, 'GET', path)).tags.map((tag: Record<string, unknown>) => [tag.name, tag[key], tag.accountCount]);
    expect(await countOf(team.agent, '/friend-tags', 'friendCount')).toEqual([['Khách quen', 1, 1]]);
    expect(await countOf(team.admin, '/friend-tags', 'friendCount')).toEqual([['Khách quen', 2, 2]]);
    expect(await countOf(team.agent, '/group-tags', 'groupCount')).toEqual([['Nhóm bán hàng', 1, 1]]);
    expect((await dataOf(team.agent, 'GET', `/friend-tags/${friendTag}`)).friendCount).toBe(1);
    expect((await dataOf(team.agent, 'GET', '/group-tags/stats')).stats.tagDetails).toEqual([
      { tag: { id: groupTag, name: 'Nhóm bán hàng', color: '#3B82F6' }, groupCount: 1, accountCount: 1 },
    ]);
  });

  it('keeps creating, renaming and deleting a tag to the OWNER and ADMINs', async () => {
    for (const base of ['/friend-tags', '/group-tags']) {
      const tag = base === '/friend-tags' ? friendTag : groupTag;
      const routes: Array<[ApiMethod, string, object?]> = [
        ['POST', base, { name: 'Của nhân viên', color: '#3B82F6' }],
        ['PUT', `${base}/${tag}`, { name: 'Đổi tên' }],
        ['DELETE', `${base}/${tag}`],
      ];
      for (const [method, url, body] of routes) {
        const response = await call(team.agent, method, url, body);
        expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 403, body: { success: false, error: ACCESS_MESSAGES.adminOnly } });
      }
    }
    expect((await dataOf(team.agent, 'GET', '/friend-tags')).tags.map((tag: { name: string }) => tag.name)).toEqual(['Khách quen']);
    const made = await dataOf(team.admin, 'POST', '/friend-tags', { name: 'Của quản trị', color: '#EF4444' });
    expect((await dataOf(team.admin, 'PUT', `/friend-tags/${made.id}`, { name: 'Quản trị' })).name).toBe('Quản trị');
    await dataOf(team.admin, 'DELETE', `/friend-tags/${made.id}`);
  });

  it("lets an AGENT tag their own accounts' friends only: another account's friend is a 404, a select-all takes theirs", async () => {
    const fresh = (await dataOf(team.owner, 'POST', '/friend-tags', { name: 'Mới', color: '#10B981' })).id;
    const refused = await call(team.agent, 'POST', '/friend-tags/assign', { tagIds: [fresh], friendIds: [friendIds.a1, friendIds.a2] });
    expect([refused.statusCode, refused.json().error]).toEqual([404, FRIEND_MESSAGES.friendNotFound]);
    const unassign = await call(team.agent, 'POST', '/friend-tags/unassign', { tagIds: [friendTag], friendIds: [friendIds.a2] });
    expect(unassign.statusCode).toBe(404);

    expect(await dataOf(team.agent, 'POST', '/friend-tags/assign', { tagIds: [fresh], selection: { filter: {} } })).toMatchObject({ assigned: 1, friendCount: 1 });
    const tagged = await dataOf(team.admin, 'GET', `/friend-tags/filtered-friends?tagIds=${fresh}`);
    expect(names(tagged.friends)).toEqual(['Bạn của A1']);
    // The other account's friend kept the tag the AGENT could not take off.
    const kept = await dataOf(team.admin, 'GET', `/friend-tags/filtered-friends?tagIds=${friendTag}`);
    expect(names(kept.friends)).toEqual(['Bạn của A1', 'Bạn của A2']);
  });
});
