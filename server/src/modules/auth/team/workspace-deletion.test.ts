import type { SimulatorPlatform } from '../../../platform';
import { loginSimAccount, until } from '../../../testing/sim-accounts';
import { createSimTestApp } from '../../../testing/sim-test-app';
import { bearer, type TestApp, TEST_PASSWORD } from '../../../testing/test-app';

/** Deleting a workspace stops the live work of its accounts before their rows go (app.ts wires the auth module's hook). */
let t: TestApp;
let platform: SimulatorPlatform;
beforeAll(async () => {
  ({ t, platform } = await createSimTestApp({ seed: 'workspace-deletion', users: 20 }, {}, { botTiming: { leaseTtlMs: 2_500, takeoverEveryMs: 150 } }));
});
afterAll(() => t?.close());

it('stops every running bot of the workspace, leaves another workspace\'s running, and removes the accounts', async () => {
  const [owner, other] = await Promise.all([t.signUp(), t.signUp()]);
  const [first, second, theirs] = platform.world.users().slice(0, 3).map((user) => user.id);
  const accounts = [await loginSimAccount(t, platform, owner, first, 'Shop 1'), await loginSimAccount(t, platform, owner, second, 'Shop 2')];
  const otherAccount = await loginSimAccount(t, platform, other, theirs, 'Shop khác');
  for (const [user, account] of [[owner, accounts[0]], [owner, accounts[1]], [other, otherAccount]] as const) {
    await t.app.inject({ method: 'POST', url: `/api/v1/bots/${account.id}/start`, headers: bearer(user.token) });
    await until(() => platform.world.isListening(account.zaloUserId), Boolean);
  }

  const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/workspaces/current', headers: bearer(owner.token), payload: { password: TEST_PASSWORD } });
  expect(deleted.statusCode).toBe(200);
  for (const account of accounts) expect(platform.world.isListening(account.zaloUserId)).toBe(false);
  expect(platform.world.isListening(otherAccount.zaloUserId)).toBe(true);
  expect(await t.database.query('SELECT 1 FROM accounts WHERE workspace_id = $1', [owner.id])).toHaveLength(0);
  await t.app.inject({ method: 'POST', url: `/api/v1/bots/${otherAccount.id}/stop`, headers: bearer(other.token) });
});
