/**
 * The webhooks bench's server process (bench/webhooks.mjs starts it with tsx): the webhooks module on the bench's
 * database, publishing RATE events a second for SECONDS (each with its sequence number and the time it was
 * published), appending the numbers of the accepted ones (publish resolved: stored and queued) to ACCEPTED_LOG, then
 * delivering until it is killed. RATE=0: delivers only (the restart after a kill -9).
 *
 *   DATABASE_URL | DATA_DIR, ENDPOINTS (comma-separated URLs), RATE, SECONDS, PHASE, ACCEPTED_LOG
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthGuard } from '../../../http/auth-guard';
import { openPglite, openPostgres } from '../../../db/client';
import { migrate } from '../../../db/migrate';
import { createEventHub } from '../../../lib/event-hub';
import { createSecretBox } from '../../../security/secret-box';
import { secretContext } from '../dispatcher';
import { createWebhooksModule } from '../module';

const env = process.env;
const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(path.join(env.DATA_DIR ?? './bench-webhooks', 'data'));
const secretBox = createSecretBox('bench-secret-of-at-least-32-characters!!');
const quiet = () => undefined;
const loud = (fields: { err?: unknown }, message: string) => console.error(message, fields.err instanceof Error ? fields.err.message : '');
const log = { warn: loud, error: loud, info: quiet, debug: quiet, trace: quiet, fatal: loud } as unknown as FastifyBaseLogger;

async function workspace(): Promise<string> {
  const [found] = await database.query<{ id: string }>(`SELECT id FROM workspaces WHERE name = 'webhooks-bench'`);
  if (found) return found.id;
  const [{ id }] = await database.query<{ id: string }>(`INSERT INTO workspaces (name) VALUES ('webhooks-bench') RETURNING id`);
  for (const url of (env.ENDPOINTS ?? '').split(',').filter(Boolean)) {
    const [{ id: endpointId }] = await database.query<{ id: string }>(
      `INSERT INTO webhook_endpoints (workspace_id, url, events, secret_sealed) VALUES ($1, $2, ARRAY['message.received'], '-') RETURNING id`,
      [id, url],
    );
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    await database.query('UPDATE webhook_endpoints SET secret_sealed = $2 WHERE id = $1', [endpointId, secretBox.seal(secret, secretContext(endpointId))]);
  }
  return id;
}

async function main(): Promise<void> {
  await migrate(database);
  const workspaceId = await workspace();
  const events = createEventHub();
  const webhooks = createWebhooksModule({
    database,
    events,
    secretBox,
    config: { allowHttp: true, allowPrivateNetworks: true },
    requireUser: (async () => undefined) as unknown as AuthGuard,
    emailsOf: async () => new Map(),
    log,
  });
  await webhooks.start?.();
  const rate = Number(env.RATE ?? 0);
  const seconds = Number(env.SECONDS ?? 0);
  const phase = env.PHASE ?? 'run';
  const acceptedLog = env.ACCEPTED_LOG;
  process.stdout.write('ready\n');
  if (rate <= 0) return;
  // Every 10 ms, a hundredth of the second's events.
  const perTick = Math.max(1, Math.round(rate / 100));
  let seq = 0;
  const total = rate * seconds;
  const started = Date.now();
  const tick = setInterval(() => {
    const due = Math.min(total, Math.round(((Date.now() - started) / 1000) * rate)) - seq;
    const batch: number[] = [];
    for (let i = 0; i < Math.min(due, perTick * 5); i++) batch.push(seq++);
    if (seq >= total) clearInterval(tick);
    void Promise.all(
      batch.map((n) =>
        events.publish({
          workspaceId,
          type: 'message.received',
          data: {
            account: { id: 'bench', name: 'Bench' },
            conversationId: 'bench',
            threadType: 'user',
            from: { uid: String(n), name: null },
            message: { id: `${phase}:${n}`, kind: 'text', text: String(Date.now()), at: new Date().toISOString() },
          },
        }),
      ),
    ).then(
      () => acceptedLog && batch.length > 0 && appendFileSync(acceptedLog, batch.map((n) => `${phase}:${n}`).join('\n') + '\n'),
      (error: unknown) => log.error({ err: error }, 'bench events not accepted'),
    );
  }, 10);
}

// SIGTERM ends the process normally (so a CPU profile, when asked for, is written), saying the CPU time it used.
process.once('SIGTERM', () => {
  const { user, system } = process.cpuUsage();
  process.stdout.write(`cpu ${user + system}\n`, () => process.exit(0));
});
void main();
