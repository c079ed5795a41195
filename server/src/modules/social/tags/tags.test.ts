import { loginSimAccount } from '../../../testing/sim-accounts';
import { socialTestApp } from '../../../testing/social-test-app';

/** The one tag mechanism under its two kinds (./kinds): each keeps to its own tables, names and messages. */

const { suite, call, dataOf } = socialTestApp('tags-test', 40);

it('friend tags and group tags are apart: names, lists, ids, messages and what counts on a tag', async () => {
  const { t, platform } = suite;
  const user = await t.signUp();
  const world = platform.world;
  const me = world.users().find((u) => world.groupIdsOf(u.id).length > 0 && world.friendIdsOf(u.id).size > 0)?.id as string;
  const account = await loginSimAccount(t, platform, user, me);
  const [friend] = (await dataOf(user, 'GET', `/accounts/${account.id}/friends`)).friends as Array<{ id: string; userId: string }>;
  const [group] = (await dataOf(user, 'GET', `/accounts/${account.id}/groups`)).groups as Array<{ id: string; groupId: string }>;

  // The same name in both kinds: each has its own table.
  const friendTag = await dataOf(user, 'POST', '/friend-tags', { name: 'VIP' });
  const groupTag = await dataOf(user, 'POST', '/group-tags', { name: 'VIP', color: '#10B981' });
  expect(friendTag).toMatchObject({ name: 'VIP', color: '#3B82F6', friendCount: 0, accountCount: 0 });
  expect(groupTag).toMatchObject({ name: 'VIP', color: '#10B981', groupCount: 0, accountCount: 0 });
  expect(friendTag).not.toHaveProperty('groupCount');
  expect((await dataOf(user, 'GET', '/friend-tags')).tags.map((tag: { id: string }) => tag.id)).toEqual([friendTag.id]);
  expect((await dataOf(user, 'GET', '/group-tags')).tags.map((tag: { id: string }) => tag.id)).toEqual([groupTag.id]);

  // Each kind's messages; a tag or a tagged thing of the other kind is not found.
  expect((await call(user, 'POST', '/friend-tags', { name: 'VIP' })).json().error).toBe('Tên tag bạn bè đã tồn tại');
  expect((await call(user, 'POST', '/group-tags', { name: 'VIP' })).json().error).toBe('Tên tag đã tồn tại');
  expect((await call(user, 'GET', `/friend-tags/${groupTag.id}`)).json().error).toBe('Không tìm thấy tag bạn bè');
  expect((await call(user, 'GET', `/group-tags/${friendTag.id}`)).json().error).toBe('Không tìm thấy tag');
  const crossed = await call(user, 'POST', '/friend-tags/assign', { friendIds: [group.id], tagIds: [friendTag.id] });
  expect([crossed.statusCode, crossed.json().error]).toEqual([404, 'Không tìm thấy bạn bè']);
  const crossedGroup = await call(user, 'POST', '/group-tags/assign', { groupIds: [friend.id], tagIds: [groupTag.id] });
  expect([crossedGroup.statusCode, crossedGroup.json().error]).toEqual([404, 'Không tìm thấy nhóm']);

  expect(await dataOf(user, 'POST', '/friend-tags/assign', { friendIds: [friend.id], tagIds: [friendTag.id] })).toEqual({ assigned: 1, friendCount: 1, tagCount: 1 });
  expect(await dataOf(user, 'POST', '/group-tags/assign', { groupIds: [group.id], tagIds: [groupTag.id] })).toEqual({ assigned: 1, groupCount: 1, tagCount: 1 });
  expect((await dataOf(user, 'GET', '/group-tags/stats')).stats).toEqual({
    tagDetails: [{ tag: { id: groupTag.id, name: 'VIP', color: '#10B981' }, groupCount: 1, accountCount: 1 }],
  });

  // A friend gone after a sync no longer counts on its tags; a group the account left still does.
  world.friendIdsOf(me).delete(world.personFor(me, friend.userId) as string);
  world.leaveGroup(me, group.groupId);
  await dataOf(user, 'POST', `/accounts/${account.id}/friends/sync`);
  await dataOf(user, 'POST', `/accounts/${account.id}/groups/sync`);
  expect(await dataOf(user, 'GET', `/friend-tags/${friendTag.id}`)).toMatchObject({ friendCount: 0, accountCount: 0 });
  expect(await dataOf(user, 'GET', `/group-tags/${groupTag.id}`)).toMatchObject({ groupCount: 1, accountCount: 1 });

  expect(await dataOf(user, 'DELETE', `/group-tags/${groupTag.id}`)).toEqual({ id: groupTag.id, unassigned: 1 });
  expect((await dataOf(user, 'GET', '/friend-tags')).tags).toHaveLength(1);
});
