import type { FastifyBaseLogger } from 'fastify';
import type { AuthGuard } from '../../http/auth-guard';
import { createEventHub } from '../../lib/event-hub';
import { createSecretBox } from '../../security/secret-box';
import { TEST_APP_SECRET } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { secretContext } from './dispatcher';
import { createWebhooksModule } from './module';
import { startReceiver } from './testing/receiver';

/**
 * A delivery queued by a server that stops (here: its first attempt failed, the retry waits in pg-boss) is made by the
 * next server on the same database, with the same event id: the queue lives in the database, not in the process.
 */
let database: TestDatabase;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const secretBox = createSecretBox(TEST_APP_SECRET);
const log = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await receiver.close();
  await database.destroy();
});

function server() {
  const events = createEventHub();
  const module = createWebhooksModule({
    database,
    events,
    secretBox,
    config: { allowHttp: true, allowPrivateNetworks: true },
    requireUser: (async () => {}) as unknown as AuthGuard,
    emailsOf: async () => new Map(),
    log,
    // Margins for a loaded machine: the receiver's answers never count as timeouts (the test counts attempts), and the
    // first server has time to see the retry queued and stop before it is due.
    timing: { timeoutMs: 5000, backoffMs: () => 4000, pollMs: 50 },
  });
  return { events, module };
}

it('resumes a queued delivery after a restart', async () => {
  const [{ id: workspaceId }] = await database.query<{ id: string }>(`INSERT INTO workspaces (name) VALUES ('Cửa hàng') RETURNING id`);
  const [{ id: endpointId }] = await database.query<{ id: string }>(
    `INSERT INTO webhook_endpoints (workspace_id, url, events, secret_sealed) VALUES ($1, $2, ARRAY['job.completed'], 'pending') RETURNING id`,
    [workspaceId, receiver.url('/restart')],
  );
  await database.query('UPDATE webhook_endpoints SET secret_sealed = $2 WHERE id = $1', [endpointId, secretBox.seal(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, secretContext(endpointId))]);
  receiver.on('/restart', { status: 503 }, { status: 200 });

  const first = server();
  await first.module.start?.();
  await first.events.publish({
    workspaceId,
    type: 'job.completed',
    data: { jobId: 'job-1', account: { id: 'a-1', name: 'Shop' }, type: 'message', name: null, counts: { total: 1, sent: 1, failed: 0, skipped: 0 } },
  });
  await receiver.until('/restart', 1);
  // The first attempt failed: the retry is queued, and the server stops before it is due.
  const waitForRetry = async () => {
    for (;;) {
      const [row] = await database.query<{ status: string }>('SELECT status FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]);
      if (row?.status === 'RETRYING') return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await waitForRetry();
  await first.module.stop?.();
  expect(receiver.at('/restart')).toHaveLength(1);

  const second = server();
  await second.module.start?.();
  try {
    const got = await receiver.until('/restart', 2);
    expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
    for (;;) {
      const [row] = await database.query<{ status: string; attempts: number }>('SELECT status, attempts FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]);
      if (row.status === 'SUCCEEDED') {
        expect(row.attempts).toBe(2);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await second.module.stop?.();
  }
}, 30_000);
