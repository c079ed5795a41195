import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { WebhookEventBody } from 'shared-sdk/schemas';
import { type BossHold, shareBoss } from '../../db/boss';
import type { Database, SqlRunner } from '../../db/client';
import type { WorkspaceEvent } from '../../lib/event-hub';
import type { SecretBox } from '../../security/secret-box';
import { type AttemptResult, type Sender, signingKeyOf } from './deliver';
import type { DueDelivery, RecordedOutcome, StoredEvent, WebhooksRepo } from './repo';

/**
 * pg-boss jobs of this queue mean "attempt these deliveries": each names up to DELIVERIES_PER_JOB of them and the
 * attempt each is for, so a batch of events costs the queue one row per hundred deliveries, not one per delivery.
 */
export const DELIVERY_QUEUE = 'webhook-deliveries';

export interface DeliveryTiming {
  /** How long a receiver may take (10 s). */
  timeoutMs: number;
  /** The wait before the next attempt after `failures` failed ones. */
  backoffMs(failures: number): number;
  /** Retries stop this long after the event (24 h): the delivery is FAILED. */
  retryWindowMs: number;
  /** An endpoint failing this long (24 h) is switched off. */
  switchOffAfterMs: number;
  /** How often the queue is looked at for deliveries due (retries, other processes' events). */
  pollMs: number;
  /** pg-boss supervision: a delivery held by a killed process is taken over after about its heartbeat plus this. */
  superviseSeconds: number;
  now(): number;
}

/** 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, then every hour until the 24 h are over. */
const BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];
export const DEFAULT_DELIVERY_TIMING: DeliveryTiming = {
  timeoutMs: 10_000,
  backoffMs: (failures) => BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0],
  retryWindowMs: 24 * 3_600_000,
  switchOffAfterMs: 24 * 3_600_000,
  pollMs: 1000,
  superviseSeconds: 10,
  now: Date.now,
};

/** Events written together: those accepted within this long share one statement. */
const ACCEPT_BATCH_MS = 5;
const ACCEPT_BATCH_MAX = 1000;
/** Deliveries this process holds at once (claimed, waiting for their endpoint, or on the wire). */
const MAX_HELD = 2000;
const DELIVERIES_PER_JOB = 100;
/** Requests to one endpoint at once from this process: a receiver is never flooded, and one slow endpoint blocks no other. */
const PER_ENDPOINT = 16;
/** Outcomes written together (one transaction). */
const RECORD_BATCH_MS = 5;
const HEARTBEAT_SECONDS = 10;

const JOB_OPTIONS = { retryLimit: 50, retryDelay: 1, heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: 120, deleteAfterSeconds: 600 };

export const DISABLED_ERROR = 'Webhook đang tắt nên không gửi';

interface QueuedDelivery {
  deliveryId: string;
  /** The delivery's attempts when it was queued: a job for an older attempt (already made) is dropped. */
  attempt: number;
}
type ClaimedJob = { id: string; data: { items: QueuedDelivery[] } };
/** A claimed job: its deliveries not yet settled, and whether writing one of their outcomes failed. */
type HeldJob = { job: ClaimedJob; remaining: number; failed: boolean };

/** The event id: `evt_` and 26 random base32 characters. */
export function newEventId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return `evt_${[...randomBytes(26)].map((byte) => alphabet[byte & 31]).join('')}`;
}

/** The POSTed body of a stored event. */
export function bodyOf(row: Pick<DueDelivery, 'event_id' | 'event_type' | 'event_created_at' | 'workspace_id' | 'event_data'>): WebhookEventBody {
  return { id: row.event_id, type: row.event_type as WebhookEventBody['type'], createdAt: new Date(row.event_created_at).toISOString(), workspaceId: row.workspace_id, data: row.event_data };
}

/** An endpoint's secret is bound to its row. */
export const secretContext = (endpointId: string) => `webhook-secret:${endpointId}`;

/**
 * The deliveries: events accepted in batches (one statement stores a batch's events and deliveries, and the same
 * transaction queues them on pg-boss, so an accepted event survives a crash), a claim loop that fetches due deliveries
 * in batches, attempts each (bounded per endpoint), and writes the outcomes of a few milliseconds in one transaction
 * with the next attempts queued and the claims completed.
 */
export function createDispatcher(deps: { database: Database; repo: WebhooksRepo; secretBox: SecretBox; sender: Sender; timing: DeliveryTiming; log: FastifyBaseLogger }) {
  const { repo, secretBox, sender, timing, log } = deps;
  const database = deps.database.background;
  let boss: PgBoss | undefined;
  let hold: BossHold | undefined;
  let ready: () => void = () => {};
  let failed: (error: unknown) => void = () => {};
  // Accepted events wait for the queue; if it never starts, their publishers are told (never left waiting).
  const started = new Promise<void>((resolve, reject) => {
    ready = resolve;
    failed = reject;
  });
  started.catch(() => undefined);
  let closing = false;

  const executor = (runner: SqlRunner) => ({ db: { executeSql: async (text: string, values?: unknown[]) => ({ rows: await runner.query(text, values ?? []) }) } });
  async function enqueue(runner: SqlRunner, items: Array<QueuedDelivery & { delayMs?: number }>): Promise<void> {
    if (items.length === 0) return;
    if (!boss) throw new Error('the webhook queue has not started');
    const byDelay = new Map<number, QueuedDelivery[]>();
    for (const { deliveryId, attempt, delayMs = 0 } of items) {
      const group = byDelay.get(delayMs) ?? [];
      group.push({ deliveryId, attempt });
      byDelay.set(delayMs, group);
    }
    const jobs = [...byDelay].flatMap(([delayMs, group]) =>
      chunks(group, DELIVERIES_PER_JOB).map((chunk) => ({
        data: { items: chunk },
        ...JOB_OPTIONS,
        // The database's clock and this process's agree closely enough for a wait of seconds to hours.
        ...(delayMs > 0 ? { startAfter: new Date(Date.now() + delayMs) } : {}),
      })),
    );
    await boss.insert(DELIVERY_QUEUE, jobs, executor(runner));
  }

  // ---- Accepting events: a few milliseconds of them in one transaction.
  let pending: Array<{ event: StoredEvent; resolve: () => void; reject: (error: unknown) => void }> = [];
  let acceptTimer: NodeJS.Timeout | undefined;
  async function writeEvents(): Promise<void> {
    acceptTimer = undefined;
    const batch = pending.slice(0, ACCEPT_BATCH_MAX);
    pending = pending.slice(batch.length);
    if (pending.length > 0) acceptTimer = setTimeout(() => void writeEvents(), 0);
    try {
      await started;
      if (closing) throw new Error('the webhooks are stopping');
      const made = await database.transaction(async (runner) => {
        const deliveries = await repo.storeEvents(
          runner,
          batch.map(({ event }) => event),
        );
        await enqueue(
          runner,
          deliveries.map(({ id }) => ({ deliveryId: id, attempt: 0 })),
        );
        return deliveries.length;
      });
      for (const { resolve } of batch) resolve();
      if (made > 0) kick();
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }

  // ---- Claiming and attempting deliveries.
  const held = new Map<string, HeldJob>();
  let heldDeliveries = 0;
  const endpoints = new Map<string, { active: number; waiting: Array<() => void> }>();
  let kicked = false;
  let endIdle = () => {};
  function kick() {
    kicked = true;
    endIdle();
  }
  const idle = (ms: number) =>
    kicked
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(done, ms);
          function done() {
            clearTimeout(timer);
            endIdle = () => {};
            resolve();
          }
          endIdle = done;
        });

  async function claimLoop(): Promise<void> {
    while (!closing) {
      kicked = false;
      const room = Math.floor((MAX_HELD - heldDeliveries) / DELIVERIES_PER_JOB);
      let claimed = 0;
      if (room > 0 && boss) {
        try {
          const jobs = (await boss.fetch<{ items: QueuedDelivery[] }>(DELIVERY_QUEUE, { batchSize: room })) as ClaimedJob[];
          claimed = jobs.length;
          for (const job of jobs) {
            held.set(job.id, { job, remaining: job.data.items.length, failed: false });
            heldDeliveries += job.data.items.length;
          }
          if (jobs.length > 0) void handle(jobs);
        } catch (error) {
          log.warn({ err: error }, 'claiming webhook deliveries failed');
        }
      }
      if (room <= 0 || claimed < room) await idle(timing.pollMs);
    }
  }

  async function withEndpoint<T>(endpointId: string, work: () => Promise<T>): Promise<T> {
    let slot = endpoints.get(endpointId);
    if (!slot) endpoints.set(endpointId, (slot = { active: 0, waiting: [] }));
    const own = slot;
    if (own.active >= PER_ENDPOINT) await new Promise<void>((resolve) => own.waiting.push(resolve));
    else own.active += 1;
    try {
      return await work();
    } finally {
      const next = own.waiting.shift();
      if (next) next();
      else {
        own.active -= 1;
        if (own.active === 0) endpoints.delete(endpointId);
      }
    }
  }

  async function handle(jobs: ClaimedJob[]): Promise<void> {
    let rows: DueDelivery[];
    try {
      rows = await repo.dueDeliveries([...new Set(jobs.flatMap((job) => job.data.items.map((item) => item.deliveryId)))]);
    } catch (error) {
      log.warn({ err: error }, 'reading webhook deliveries failed');
      // Given back: pg-boss offers them again.
      for (const job of jobs) release(job.id);
      await boss?.fail(DELIVERY_QUEUE, jobs.map((job) => job.id)).catch(() => undefined);
      return;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    // An event goes to several endpoints: its body is made once.
    const bodies = new Map<string, string>();
    const bodyFor = (row: DueDelivery) => {
      let body = bodies.get(row.event_id);
      if (body === undefined) bodies.set(row.event_id, (body = JSON.stringify(bodyOf(row))));
      return body;
    };
    for (const job of jobs) for (const item of job.data.items) settle(job, item, byId.get(item.deliveryId), bodyFor);
  }

  function release(jobId: string): void {
    const entry = held.get(jobId);
    if (!entry) return;
    held.delete(jobId);
    heldDeliveries -= entry.job.data.items.length;
  }

  function settle(job: ClaimedJob, item: QueuedDelivery, row: DueDelivery | undefined, bodyFor: (row: DueDelivery) => string): void {
    // Its endpoint was deleted, or this attempt was already made (a retry by hand, a claim taken over): nothing to do.
    if (!row || row.attempts !== item.attempt || row.status === 'SUCCEEDED' || row.status === 'FAILED') {
      record({ job, deliveryId: item.deliveryId, outcome: null });
      return;
    }
    if (!row.enabled && !row.test) {
      const outcome = { ...unchanged(row), status: 'FAILED' as const, error: DISABLED_ERROR, nextAttemptAt: null };
      record({ job, deliveryId: row.id, outcome, endpoint: null });
      return;
    }
    void withEndpoint(row.endpoint_id, () => attempt(row, bodyFor(row)))
      .catch((error: unknown): AttemptResult => ({ ok: false, status: null, body: null, error: `Lỗi máy chủ khi gửi: ${String(error)}`, durationMs: 0 }))
      .then((result) => record({ job, deliveryId: row.id, ...outcomeOf(row, result) }));
  }

  // An endpoint's opened key, kept while its sealed secret is the same (a rotation changes it).
  const signingKeys = new Map<string, { sealed: string; key: Buffer }>();
  function signingKey(row: DueDelivery): Buffer {
    const known = signingKeys.get(row.endpoint_id);
    if (known?.sealed === row.secret_sealed) return known.key;
    const key = signingKeyOf(secretBox.open(row.secret_sealed, secretContext(row.endpoint_id)));
    signingKeys.set(row.endpoint_id, { sealed: row.secret_sealed, key });
    return key;
  }

  async function attempt(row: DueDelivery, body: string): Promise<AttemptResult> {
    let key: Buffer;
    try {
      key = signingKey(row);
    } catch {
      return { ok: false, status: null, body: null, error: 'Không đọc được khóa ký đã lưu của webhook; hãy tạo khóa mới', durationMs: 0 };
    }
    return sender.send({ url: row.url, signingKey: key, eventId: row.event_id, body });
  }

  const unchanged = (row: DueDelivery): RecordedOutcome => ({
    deliveryId: row.id,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
    durationMs: row.duration_ms,
    lastAttemptAt: null,
    nextAttemptAt: row.next_attempt_at,
  });

  /** After a failure: the next attempt, or FAILED once the retry window is over (a test is tried once). */
  function outcomeOf(row: DueDelivery, result: AttemptResult): { outcome: RecordedOutcome; endpoint: { id: string; ok: boolean }; retry?: QueuedDelivery & { delayMs: number } } {
    const now = timing.now();
    const attempts = row.attempts + 1;
    const base = { deliveryId: row.id, attempts, responseStatus: result.status, responseBody: result.body, error: result.error, durationMs: result.durationMs, lastAttemptAt: new Date(now) };
    const endpoint = { id: row.endpoint_id, ok: result.ok };
    if (result.ok) return { outcome: { ...base, status: 'SUCCEEDED', nextAttemptAt: null }, endpoint };
    const delayMs = timing.backoffMs(attempts);
    const next = now + delayMs;
    if (row.test || next > new Date(row.created_at).getTime() + timing.retryWindowMs) return { outcome: { ...base, status: 'FAILED', nextAttemptAt: null }, endpoint };
    return { outcome: { ...base, status: 'RETRYING', nextAttemptAt: new Date(next) }, endpoint, retry: { deliveryId: row.id, attempt: attempts, delayMs } };
  }

  // ---- Writing outcomes: a few milliseconds of them in one transaction.
  type Settled = { job: ClaimedJob; deliveryId: string; outcome: RecordedOutcome | null; endpoint?: { id: string; ok: boolean } | null; retry?: QueuedDelivery & { delayMs: number } };
  let settledBatch: Settled[] = [];
  let recordTimer: NodeJS.Timeout | undefined;
  let recording = Promise.resolve();
  const waiters = new Map<string, Set<() => void>>();
  let writing = false;
  function record(entry: Settled): void {
    const owner = held.get(entry.job.id);
    if (owner) owner.remaining -= 1;
    settledBatch.push(entry);
    recordTimer ??= setTimeout(flushOutcomes, RECORD_BATCH_MS);
  }
  /** Group commit: one write at a time, and what settles meanwhile goes together in the next one. */
  function flushOutcomes(): void {
    recordTimer = undefined;
    if (writing || settledBatch.length === 0) return;
    const batch = settledBatch;
    settledBatch = [];
    writing = true;
    recording = writeOutcomes(batch).finally(() => {
      writing = false;
      if (settledBatch.length > 0) flushOutcomes();
    });
  }
  async function writeOutcomes(batch: Settled[]): Promise<void> {
    const finished = [...new Set(batch.map(({ job }) => job.id))].filter((id) => {
      const entry = held.get(id);
      return entry !== undefined && entry.remaining === 0 && !entry.failed;
    });
    const outcomes = batch.flatMap((entry) => (entry.outcome ? [entry.outcome] : []));
    const byEndpoint = new Map<string, boolean>();
    for (const { endpoint } of batch) if (endpoint) byEndpoint.set(endpoint.id, (byEndpoint.get(endpoint.id) ?? false) || endpoint.ok);
    try {
      await database.transaction(async (runner) => {
        await repo.recordOutcomes(runner, outcomes);
        await repo.recordHealth(runner, {
          succeeded: [...byEndpoint].filter(([, ok]) => ok).map(([id]) => id),
          failed: [...byEndpoint].filter(([, ok]) => !ok).map(([id]) => id),
          at: new Date(timing.now()),
          switchOffAfterMs: timing.switchOffAfterMs,
        });
        await enqueue(runner, batch.flatMap((entry) => (entry.retry ? [entry.retry] : [])));
        // A job is done once every delivery it names is written (and none failed to be).
        if (boss && finished.length > 0) await boss.complete(DELIVERY_QUEUE, finished, null, executor(runner));
      });
    } catch (error) {
      // Not written: the jobs are failed back to pg-boss, which offers them again (at least once; the deliveries
      // written meanwhile have moved on and are skipped).
      log.error({ err: error }, 'webhook delivery outcomes not recorded');
      for (const { job } of batch) {
        const entry = held.get(job.id);
        if (entry) entry.failed = true;
      }
    }
    const touched = [...new Set(batch.map(({ job }) => job.id))];
    const givenBack = touched.filter((id) => held.get(id)?.failed && held.get(id)?.remaining === 0);
    if (givenBack.length > 0) await boss?.fail(DELIVERY_QUEUE, givenBack).catch(() => undefined);
    for (const id of touched) if (held.get(id)?.remaining === 0) release(id);
    for (const { deliveryId } of batch) for (const wake of waiters.get(deliveryId) ?? []) wake();
    kick();
  }

  let claiming: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  async function open(): Promise<void> {
    hold = await shareBoss(database, { superviseSeconds: timing.superviseSeconds, name: 'webhook' }, log);
    await hold.createQueue(DELIVERY_QUEUE, { policy: 'standard', ...JOB_OPTIONS });
    boss = hold.boss;
    ready();
    claiming = claimLoop();
    heartbeat = setInterval(() => {
      const ids = [...held.keys()];
      if (ids.length > 0 && boss) boss.touch(DELIVERY_QUEUE, ids).catch((error: unknown) => log.warn({ err: error }, 'webhook heartbeat failed'));
    }, (HEARTBEAT_SECONDS * 1000) / 2);
  }
  let opening: Promise<void> | undefined;
  return {
    /** Not awaited by the server's start: pg-boss can take seconds to start on a busy PGlite (accepted events wait). */
    async start(): Promise<void> {
      opening = open().catch((error: unknown) => {
        log.error({ err: error }, 'webhook queue did not start');
        failed(error);
      });
    },

    /** Resolves once the event (and its deliveries, if any endpoint wants it) is stored and queued. */
    accept(event: WorkspaceEvent): Promise<void> {
      const stored: StoredEvent = { id: newEventId(), workspaceId: event.workspaceId, type: event.type, data: event.data, createdAt: new Date(timing.now()) };
      return new Promise((resolve, reject) => {
        pending.push({ event: stored, resolve, reject });
        if (pending.length >= ACCEPT_BATCH_MAX) {
          clearTimeout(acceptTimer);
          acceptTimer = undefined;
          void writeEvents();
        } else acceptTimer ??= setTimeout(() => void writeEvents(), ACCEPT_BATCH_MS);
      });
    },

    /** "Gửi thử": a `webhook.test` event to this endpoint only; answers its delivery's id. */
    async queueTest(workspaceId: string, endpointId: string, data: Record<string, unknown>): Promise<string> {
      await started;
      const event: StoredEvent = { id: newEventId(), workspaceId, type: 'webhook.test', data, createdAt: new Date(timing.now()) };
      const id = await database.transaction(async (runner) => {
        const deliveryId = await repo.storeTestEvent(runner, endpointId, event);
        await enqueue(runner, [{ deliveryId, attempt: 0 }]);
        return deliveryId;
      });
      kick();
      return id;
    },

    /** "Gửi lại": a new attempt now (the retries it had go on only if this one fails). */
    async queueRetry(deliveryId: string, attempts: number): Promise<void> {
      await started;
      await database.transaction(async (runner) => {
        await repo.markPending(runner, deliveryId, new Date(timing.now()));
        await enqueue(runner, [{ deliveryId, attempt: attempts }]);
      });
      kick();
    },

    /** Waits until the delivery's attempt after `attempts` is recorded (by this process or another), up to `timeoutMs`. */
    async attempted(deliveryId: string, isDone: () => Promise<boolean>, timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        let wake = () => {};
        const woken = new Promise<void>((resolve) => (wake = resolve));
        const set = waiters.get(deliveryId) ?? new Set();
        set.add(wake);
        waiters.set(deliveryId, set);
        const timer = setTimeout(wake, Math.min(500, Math.max(0, deadline - Date.now())));
        await woken;
        clearTimeout(timer);
        set.delete(wake);
        if (set.size === 0) waiters.delete(deliveryId);
        if (await isDone()) return;
      }
    },

    async stop(): Promise<void> {
      await opening;
      closing = true;
      kick();
      await claiming;
      // Attempts on the wire end (within the receiver's timeout) and are recorded; what is left, pg-boss offers again.
      const deadline = Date.now() + timing.timeoutMs + 1000;
      while (heldDeliveries > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      clearInterval(heartbeat);
      clearTimeout(recordTimer);
      for (;;) {
        if (!writing && settledBatch.length > 0) flushOutcomes();
        if (!writing) break;
        await recording;
      }
      boss = undefined;
      await hold?.release(5000);
      sender.close();
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
