import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createBotsRepo } from './repo';

/** The take-over's question: which bots should run but have no live session anywhere. */
const database = suiteDatabase();
let userId: string;

const newAccount = async (displayName: string, status: string, botEnabled: boolean) =>
  (
    await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status, bot_enabled) VALUES ($1, $2, $3, $4) RETURNING id`, [
      userId,
      displayName,
      status,
      botEnabled,
    ])
  )[0].id;
const lease = (accountId: string, expiresIn: string) =>
  database.query(`INSERT INTO bot_leases (account_id, holder, expires_at) VALUES ($1, 'another-process', now() + $2::interval)`, [accountId, expiresIn]);

beforeAll(async () => {
  [userId] = await insertUsers(database, 'orphans@example.com');
});

it('finds the bots switched on, ACTIVE and without a live lease: never leased, or their holder’s lease expired', async () => {
  const neverLeased = await newAccount('Chưa chạy', 'ACTIVE', true);
  const holderDied = await newAccount('Tiến trình chết', 'ACTIVE', true);
  const runningElsewhere = await newAccount('Đang chạy', 'ACTIVE', true);
  await newAccount('Đã tắt', 'ACTIVE', false);
  await newAccount('Cần đăng nhập', 'RELOGIN_REQUIRED', true);
  await lease(holderDied, '-1 minute');
  await lease(runningElsewhere, '1 minute');

  const orphans = await createBotsRepo(database.db).orphanedBots();
  expect(orphans.map((account) => account.id).sort()).toEqual([neverLeased, holderDied].sort());
  expect(orphans.every((account) => account.workspaceId === userId)).toBe(true);
});
