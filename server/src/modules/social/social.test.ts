import type { SimulatorPlatform } from '../../platform';
import { bearer, type SignedInUser, type TestApp } from '../../testing/test-app';
import { createSimTestApp } from '../../testing/sim-test-app';
import { loginSimAccount } from '../../testing/sim-accounts';

let t: TestApp;
let platform: SimulatorPlatform;

beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'social-test', users: 60 }));
});
afterAll(() => t.close());

const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(user.token) });

describe('stored friends and groups of an account', () => {
  it('lists the groups the account is in (synced on the first read), with name, member count and the community flag', async () => {
    const user = await t.signUp();
    const me = platform.world.users()[3].id;
    const account = await loginSimAccount(t, platform, user, me);
    const response = await get(user, `/accounts/${account.id}/groups`);
    expect(response.statusCode).toBe(200);
    const { groups } = response.json().data;
    const expected = platform.world.groupIdsOf(me).map((id) => platform.world.group(id));
    expect(groups).toHaveLength(expected.length);
    for (const group of expected) {
      // The stored group (./groups) is a superset of what the job screens read.
      expect(groups).toContainEqual(
        expect.objectContaining({
          groupId: group.id,
          name: group.name,
          memberCount: group.members.size + group.extraMemberCount,
          isCommunity: group.isCommunity,
          accountId: account.id,
          isActive: true,
          tags: [],
        }),
      );
    }
  });

  it('lists the stored friends (synced on the first read) and does not call the platform again', async () => {
    const user = await t.signUp();
    const me = platform.world.users()[4].id;
    const account = await loginSimAccount(t, platform, user, me);
    const { friends } = (await get(user, `/accounts/${account.id}/friends`)).json().data;
    const friendIds = [...platform.world.friendIdsOf(me)];
    expect(friends.map((friend: { userId: string }) => friend.userId).sort()).toEqual(friendIds.map((id) => platform.world.uidFor(me, id)).sort());
    const someone = platform.world.user(friendIds[0]);
    expect(friends).toContainEqual(
      expect.objectContaining({
        userId: platform.world.uidFor(me, someone.id),
        displayName: someone.displayName,
        zaloName: someone.zaloName,
        avatar: someone.avatar || null,
        phone: someone.phone,
      }),
    );

    const stranger = platform.world.users().find((u) => u.id !== me && !platform.world.areFriends(me, u.id)) as { id: string };
    platform.world.makeFriends(me, stranger.id);
    const again = (await get(user, `/accounts/${account.id}/friends`)).json().data.friends;
    expect(again).toHaveLength(friends.length);
  });

  it("answers 404 for another user's account, 400 for one that is not logged in, 401 without a session", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const account = await loginSimAccount(t, platform, owner, platform.world.users()[5].id);
    for (const path of ['groups', 'friends']) {
      expect((await get(other, `/accounts/${account.id}/${path}`)).statusCode).toBe(404);
      expect((await get(other, `/accounts/not-a-uuid/${path}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/accounts/${account.id}/${path}` })).statusCode).toBe(401);
    }
    const idle = (await t.app.inject({ method: 'POST', url: '/api/v1/accounts', headers: bearer(owner.token), payload: { displayName: 'Chưa đăng nhập' } })).json().data;
    const response = await get(owner, `/accounts/${idle.id}/groups`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Tài khoản Chưa đăng nhập không hoạt động, vui lòng đăng nhập lại');
  });
});
