import type { Database } from '../../db/client';
import { insertUsers, suiteDatabase } from '../../testing/suite-database';
import { createPhoneListsRepo } from './repo';

/**
 * The distribution of a list's numbers (98,000 over 20 accounts within 2 s, one pass over the numbers):
 * unassigned PENDING numbers go round the accounts in turn by their place in the list.
 */
const database = suiteDatabase();
let accounts: string[];
let userId: string;

beforeAll(async () => {
  [userId] = await insertUsers(database, 'phones@example.com');
  accounts = [];
  for (let i = 0; i < 4; i += 1) {
    const [{ id }] = await database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id`, [userId, `Shop ${i}`]);
    accounts.push(id);
  }
}, 60_000);

async function listOf(count: number): Promise<string> {
  const [{ id }] = await database.query<{ id: string }>(`INSERT INTO phone_lists (workspace_id, name) VALUES ($1, 'Danh sách') RETURNING id`, [userId]);
  await database.query(`INSERT INTO phone_numbers (list_id, seq, phone) SELECT $1, g, '09' || lpad(g::text, 8, '0') FROM generate_series(1, $2::int) g`, [id, count]);
  return id;
}

const assignments = (listId: string) =>
  database.query<{ seq: number; account_id: string | null }>(`SELECT seq, account_id FROM phone_numbers WHERE list_id = $1 ORDER BY seq`, [listId]);

it('gives a whole list to the accounts in turn, in the order of the list: an even split', async () => {
  const listId = await listOf(41);
  const repo = createPhoneListsRepo(database);
  expect(await repo.distribute(listId, accounts)).toBe(41);
  const rows = await assignments(listId);
  expect(rows.map((row) => row.account_id)).toEqual(rows.map((_row, i) => accounts[i % 4]));
  // Nothing is left unassigned: a second distribution assigns nothing.
  expect(await repo.distribute(listId, accounts)).toBe(0);
});

it('spreads numbers put back over the accounts by their places, leaving the others where they are', async () => {
  const listId = await listOf(12);
  const repo = createPhoneListsRepo(database);
  await repo.distribute(listId, accounts.slice(0, 1));
  await database.query(`UPDATE phone_numbers SET account_id = NULL WHERE list_id = $1 AND seq BETWEEN 5 AND 8`, [listId]);
  expect(await repo.distribute(listId, accounts.slice(1))).toBe(4);
  expect((await assignments(listId)).map((row) => row.account_id)).toEqual([
    ...Array(4).fill(accounts[0]),
    accounts[1],
    accounts[2],
    accounts[3],
    accounts[1],
    ...Array(4).fill(accounts[0]),
  ]);
  expect(await repo.distribute(listId, [])).toBe(0);
});

interface PlanNode {
  'Node Type': string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

it('reads the list once, however many numbers it holds: no part of the statement runs again for each number', async () => {
  const listId = await listOf(300);
  // The repo's statement, run as EXPLAIN ANALYZE (it still assigns): every step of its plan runs once.
  let plan: PlanNode | undefined;
  const explaining: Database = Object.create(database, {
    query: {
      value: async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
        if (!sql.includes('UPDATE phone_numbers')) return database.query<T>(sql, params);
        const [row] = await database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
        const json = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
        plan = (json as Array<{ Plan: PlanNode }>)[0].Plan;
        return [{ n: 300 }] as T[];
      },
    },
  });
  await createPhoneListsRepo(explaining).distribute(listId, accounts);
  expect((await assignments(listId)).every((row) => row.account_id !== null)).toBe(true);
  const repeated = nodesOf(plan as PlanNode).filter((node) => node['Actual Loops'] > 1);
  expect(repeated.map((node) => node['Node Type'])).toEqual([]);
});

it('writes each number in place: no index entry is added for an assigned number (a HOT update)', async () => {
  const listId = await listOf(500);
  const counts = await database.transaction(async (tx) => {
    // This transaction's counts (PGlite may also hold counts of earlier ones not yet reported: only the change is read).
    const read = async () => {
      const [row] = await tx.query<{ updated: number | string; in_place: number | string }>(
        `SELECT n_tup_upd AS updated, n_tup_hot_upd AS in_place FROM pg_stat_xact_user_tables WHERE relname = 'phone_numbers'`,
      );
      return { updated: Number(row.updated), inPlace: Number(row.in_place) };
    };
    const before = await read();
    const inTransaction: Database = Object.create(database, { query: { value: tx.query.bind(tx) } });
    await createPhoneListsRepo(inTransaction).distribute(listId, accounts);
    const after = await read();
    return { updated: after.updated - before.updated, inPlace: after.inPlace - before.inPlace };
  });
  expect(counts).toEqual({ updated: 500, inPlace: 500 });
});
