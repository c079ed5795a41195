import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { registerErrorEnvelope } from '../http/envelope';
import { createGate, DATABASE_BUSY_MESSAGE, DatabaseBusyError } from './pglite-gate';

/** A statement that keeps the thread busy for `ms`, as PGlite's WebAssembly does, and resolves without yielding. */
const busy = (ms: number) => () => {
  const until = performance.now() + ms;
  while (performance.now() < until);
  return Promise.resolve();
};

describe('the PGlite gate', () => {
  it("runs a request's statement before the engine's that wait", async () => {
    const gate = createGate({ backgroundMaxWaitMs: 10_000 });
    const order: string[] = [];
    const engine = Array.from({ length: 5 }, (_, i) => gate.run(async () => void order.push(`engine ${i}`), 'background'));
    const request = gate.run(async () => void order.push('request'));
    await Promise.all([...engine, request]);
    // The first engine statement was already running when the request came; the request goes next.
    expect(order).toEqual(['engine 0', 'request', 'engine 1', 'engine 2', 'engine 3', 'engine 4']);
  });

  it("lets the engine's statements take turns with requests' once they have waited too long", async () => {
    const gate = createGate({ backgroundMaxWaitMs: 5, yieldEveryMs: 1000 });
    const order: string[] = [];
    const first = gate.run(async () => {
      // The others queue first (they come while this statement runs), then it keeps the database 10 ms.
      await Promise.resolve();
      busy(10)();
      order.push('request 0');
    });
    const engine = [0, 1, 2].map((i) => gate.run(async () => void order.push(`engine ${i}`), 'background'));
    const later = [1, 2].map((i) => gate.run(async () => void order.push(`request ${i}`)));
    await Promise.all([first, ...engine, ...later]);
    // Overdue, the engine goes ahead of a waiting request, one statement at a time: they take turns.
    expect(order).toEqual(['request 0', 'engine 0', 'request 1', 'engine 1', 'request 2', 'engine 2']);
  });

  it('gives the event loop a turn between statements run back to back, so requests are read meanwhile', async () => {
    const gate = createGate({ yieldEveryMs: 5 });
    let done = 0;
    const statements = Array.from({ length: 40 }, () => gate.run(() => busy(1)().then(() => void (done += 1)), 'background'));
    const seenAt = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(statements);
    // Without the gate's turns the 40 statements (one promise chain) would all run before this callback.
    expect(seenAt).toBeGreaterThan(0);
    expect(seenAt).toBeLessThan(40);
  });

  it("refuses a request's statement that cannot get the database in time, or finds too many waiting, with a 503's error", async () => {
    const gate = createGate({ maxWaitMs: 50, maxQueued: 2 });
    let release = () => {};
    const stuck = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [gate.run(async () => 'a'), gate.run(async () => 'b')];
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(Promise.all(waiting)).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1, message: DATABASE_BUSY_MESSAGE });
    // The engine's statements wait as long as they must: they are never refused.
    const engine = gate.run(async () => 'engine', 'background');
    release();
    await stuck;
    await expect(engine).resolves.toBe('engine');
    expect(gate.stats()).toMatchObject({ refused: 3 });
  });

  it('is answered 503 with Retry-After and the Vietnamese message, never a dropped connection', async () => {
    const gate = createGate({ maxWaitMs: 30 });
    let release = () => {};
    const stuck = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const app = Fastify();
    registerErrorEnvelope(app);
    app.get('/busy', () => gate.run(async () => ({ success: true })));
    // drizzle wraps a failed statement's error in one of its own, with the cause.
    app.get('/busy-drizzle', () =>
      gate.run(async () => ({ success: true })).catch((cause: unknown) => {
        throw new DrizzleQueryError('select 1', [], cause as Error);
      }),
    );
    const answers = await Promise.all([app.inject({ method: 'GET', url: '/busy' }), app.inject({ method: 'GET', url: '/busy-drizzle' })]);
    release();
    await stuck;
    await app.close();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ success: false, error: DATABASE_BUSY_MESSAGE });
    }
  });
});
