import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createAccountsAi } from './index';

/** What ai-config gives the accounts module: the switch its list shows, and the prompt saved with a new account. */
const database = suiteDatabase();
let userId: string;

const newAccount = async (displayName: string) =>
  (await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name) VALUES ($1, $2) RETURNING id`, [userId, displayName]))[0].id;

beforeAll(async () => {
  [userId] = await insertUsers(database, 'accounts-ai@example.com');
});

it('says which of the accounts answer with AI: settings switched on, not off or missing', async () => {
  const ai = createAccountsAi(database.db);
  const [on, off, none] = [await newAccount('Bật'), await newAccount('Tắt'), await newAccount('Chưa có')];
  await database.query(`INSERT INTO ai_configs (account_id, workspace_id, system_prompt, enabled) VALUES ($1, $3, 'p', true), ($2, $3, 'p', false)`, [on, off, userId]);
  expect([...(await ai.enabledAmong([on, off, none]))]).toEqual([on]);
  expect((await ai.enabledAmong([])).size).toBe(0);
});

it('saves a new account’s prompt switched off, inside the transaction that creates the account', async () => {
  const ai = createAccountsAi(database.db);
  const kept = await newAccount('Giữ');
  await database.db.transaction((tx) => ai.saveWithNewAccount(tx, { accountId: kept, workspaceId: userId, systemPrompt: 'Trả lời ngắn' }));
  const rolledBack = await newAccount('Huỷ');
  await expect(
    database.db.transaction(async (tx) => {
      await ai.saveWithNewAccount(tx, { accountId: rolledBack, workspaceId: userId, systemPrompt: 'Không giữ' });
      throw new Error('the account was not created');
    }),
  ).rejects.toThrow('the account was not created');
  const rows = await database.query<{ account_id: string; system_prompt: string; enabled: boolean }>(
    'SELECT account_id, system_prompt, enabled FROM ai_configs WHERE account_id = ANY($1::uuid[])',
    [[kept, rolledBack]],
  );
  expect(rows).toEqual([{ account_id: kept, system_prompt: 'Trả lời ngắn', enabled: false }]);
});
