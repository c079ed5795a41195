import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PlatformError } from '../../platform/errors';
import { suiteDatabase } from '../../testing/suite-database';
import { createForwarding, createRemoteSession, type ForwardedCall, type Forwarding } from './forwarding';
import { SessionError } from './session-error';

/**
 * The request/answer channel between processes, here two of them on one database (PGlite has LISTEN/NOTIFY within
 * its process, PostgreSQL across connections): a call reaches the holder's handler and its answer or error comes back.
 */
const database = suiteDatabase();
const log = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined } as unknown as FastifyBaseLogger;
const channels: Forwarding[] = [];
const processOf = (holder: string, timeoutMs = 5_000) => {
  const forwarding = createForwarding({ database, holder, timeoutMs, log });
  channels.push(forwarding);
  return forwarding;
};
afterEach(() => channels.splice(0).forEach((channel) => channel.stop()));

const call = (method: string, ...args: unknown[]): ForwardedCall => ({ accountId: randomUUID(), method, args });
const rowsLeft = async () => Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM session_calls'))[0].n);

describe('forwarded session calls', () => {
  it('runs the call in the holder and answers its value, larger than a notification can carry', async () => {
    const caller = processOf('caller-1');
    const holder = processOf('holder-1');
    const seen: ForwardedCall[] = [];
    await holder.answer(async (received) => {
      seen.push(received);
      return { friends: Array.from({ length: 500 }, (_, i) => ({ userId: `u${i}`, displayName: `Bạn số ${i}` })) };
    });
    const sent = call('listFriends');
    const answer = (await caller.call('holder-1', sent)) as { friends: unknown[] };
    expect(answer.friends).toHaveLength(500);
    expect(JSON.stringify(answer).length).toBeGreaterThan(8_000);
    expect(seen).toEqual([sent]);
    // Nothing stays behind once answered; a method without a value answers undefined.
    expect(await rowsLeft()).toBe(0);
    await holder.answer(async () => undefined);
    await expect(caller.call('holder-1', call('sendFriendRequest', 'u1', 'Chào bạn'))).resolves.toBeUndefined();
  });

  it('carries a call larger than a notification, and a small one without writing a row', async () => {
    const caller = processOf('caller-3');
    const holder = processOf('holder-3');
    let rowsWhileRunning = -1;
    await holder.answer(async (received) => {
      rowsWhileRunning = await rowsLeft();
      return { length: String(received.args[0]).length };
    });
    const long = 'Xin chào bạn thân mến, '.repeat(400);
    await expect(caller.call('holder-3', call('sendMessage', long))).resolves.toEqual({ length: long.length });
    expect(rowsWhileRunning).toBe(1);
    await expect(caller.call('holder-3', call('sendMessage', 'Chào'))).resolves.toEqual({ length: 4 });
    expect(rowsWhileRunning).toBe(0);
    expect(await rowsLeft()).toBe(0);
  });

  it("throws the holder's PlatformError with its kind, code and message, and a SessionError with its failure", async () => {
    const caller = processOf('caller-2');
    const holder = processOf('holder-2');
    await holder.answer(async ({ method }) => {
      if (method === 'sendMessage') throw PlatformError.fromCode(221, 'Rate limit exceeded');
      throw new SessionError('NOT_LOGGED_IN');
    });
    const platform = await caller.call('holder-2', call('sendMessage', { threadId: 'x', threadType: 'user', text: 'a' })).catch((error: unknown) => error);
    expect(platform).toBeInstanceOf(PlatformError);
    expect(platform).toMatchObject({ kind: 'RATE_LIMITED', code: 221, message: 'Rate limit exceeded' });
    const session = await caller.call('holder-2', call('getProfile')).catch((error: unknown) => error);
    expect(session).toBeInstanceOf(SessionError);
    expect(session).toMatchObject({ failure: 'NOT_LOGGED_IN' });
  });

  it('gives up with a clear Vietnamese error when the holder does not answer, and leaves no call behind', async () => {
    const caller = processOf('caller-3', 300);
    const holder = processOf('holder-3');
    await holder.answer(() => new Promise(() => undefined));
    const started = Date.now();
    const error = await caller.call('holder-3', call('getProfile')).catch((failure: unknown) => failure);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ failure: 'HOLDER_SILENT', message: 'Máy chủ đang giữ phiên Zalo của tài khoản không trả lời; vui lòng thử lại sau ít phút' });
    // The holder is there (it answers a ping) but its calls hang: one call waits again, the others fail at once.
    const patient = processOf('caller-4', 1_500);
    await expect(patient.call('holder-3', call('getProfile'))).rejects.toMatchObject({ failure: 'HOLDER_SILENT' });
    const later = Date.now();
    const probe = patient.call('holder-3', call('getProfile')).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = Date.now();
    await expect(patient.call('holder-3', call('getProfile'))).rejects.toMatchObject({ failure: 'NOT_DELIVERED' });
    // At once: well before the 1.5 s a sent call would wait.
    expect(Date.now() - during).toBeLessThan(1_000);
    expect(await probe).toMatchObject({ failure: 'HOLDER_SILENT' });
    expect(Date.now() - later).toBeGreaterThanOrEqual(1_490);
    expect(await rowsLeft()).toBe(0);
  });

  it('refuses calls to a dead holder within a ping, not a timeout each, and calls it again once it is back', async () => {
    // A ping waits 1 s: the holder, once back below, answers within it on a loaded machine too.
    const caller = createForwarding({ database, holder: 'caller-8', timeoutMs: 3_000, pingTimeoutMs: 1_000, log });
    channels.push(caller);
    await expect(caller.call('holder-8', call('getProfile'))).rejects.toMatchObject({ failure: 'HOLDER_SILENT' });
    // Silent: a call pings first and, unanswered, is not sent (NOT_DELIVERED) after the ping's wait, not the timeout.
    let started = Date.now();
    await expect(caller.call('holder-8', call('getProfile'))).rejects.toMatchObject({ failure: 'NOT_DELIVERED' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeLessThan(2_500);
    // Right after an unanswered ping, and while a ping waits, a call fails at once.
    started = Date.now();
    await expect(caller.call('holder-8', call('getProfile'))).rejects.toMatchObject({ failure: 'NOT_DELIVERED' });
    expect(Date.now() - started).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const pinging = caller.call('holder-8', call('getProfile')).catch((error: unknown) => error);
    await expect(caller.call('holder-8', call('getProfile'))).rejects.toMatchObject({ failure: 'NOT_DELIVERED' });
    expect(await pinging).toMatchObject({ failure: 'NOT_DELIVERED' });
    // The process starts (again): once the ping is answered, calls go to it.
    const holder = processOf('holder-8');
    await holder.answer(async () => 'back');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(caller.call('holder-8', call('getProfile'))).resolves.toBe('back');
    await expect(caller.call('holder-8', call('getProfile'))).resolves.toBe('back');
    // A process that is not there at all is the same silence.
    await expect(processOf('caller-9', 300).call('nobody', call('getProfile'))).rejects.toMatchObject({ failure: 'HOLDER_SILENT' });
    expect(await rowsLeft()).toBe(0);
  });

  it('withdraws a call sent once that the holder did not take in time: it never runs there', async () => {
    const caller = processOf('caller-5', 300);
    await expect(caller.call('holder-5', call('getProfile'), { once: true })).rejects.toMatchObject({ failure: 'NOT_DELIVERED' });
    // The holder starts listening later: the withdrawn call is not there to run.
    const holder = processOf('holder-5');
    const ran: ForwardedCall[] = [];
    await holder.answer(async (received) => {
      ran.push(received);
      return 'ran';
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);
    expect(await rowsLeft()).toBe(0);
    // Sent once and answered, it is an ordinary call.
    const later = processOf('caller-6');
    await expect(later.call('holder-5', call('getProfile'), { once: true })).resolves.toBe('ran');
    // Taken but not answered in time: it may have run (HOLDER_SILENT, not NOT_DELIVERED). The holder never answers:
    // 2 s lets it take the call first on a loaded machine too.
    const slow = processOf('holder-7');
    await slow.answer(() => new Promise(() => undefined));
    await expect(processOf('caller-7', 2_000).call('holder-7', call('getProfile'), { once: true })).rejects.toMatchObject({ failure: 'HOLDER_SILENT' });
    expect(await rowsLeft()).toBe(0);
  });

  it('carries a want to the processes listening for it', async () => {
    const api = processOf('api-4');
    const worker = processOf('worker-4');
    const wanted: unknown[] = [];
    await worker.onWanted((account) => wanted.push(account));
    await api.want({ workspaceId: 'w', accountId: 'a' });
    for (let i = 0; i < 50 && wanted.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wanted).toEqual([{ workspaceId: 'w', accountId: 'a' }]);
  });
});

describe('a remote session', () => {
  it('sends each plain method to the holder and keeps listening and the cookie there', async () => {
    const sent: Array<[string, unknown[], boolean]> = [];
    const session = createRemoteSession('zalo-1', async (method, args, once) => {
      sent.push([method, args, once]);
      return method === 'findUserByPhone' ? { userId: 'u9' } : undefined;
    });
    expect(session.userId).toBe('zalo-1');
    expect(await session.findUserByPhone('0901234567')).toEqual({ userId: 'u9' });
    await session.sendMessage({ threadId: 'u9', threadType: 'user', text: 'Xin chào' });
    // A message travels once (withdrawn in time, it never goes out late); a look-up needs no row.
    expect(sent).toEqual([
      ['findUserByPhone', ['0901234567'], false],
      ['sendMessage', [{ threadId: 'u9', threadType: 'user', text: 'Xin chào' }], true],
    ]);
    expect(session.listening).toBe(false);
    expect(() => session.startListener({ onMessage: () => undefined, onClose: () => undefined })).toThrow(PlatformError);
    await expect(session.getCookie()).rejects.toMatchObject({ kind: 'SESSION_CLOSED' });
    await expect(session.close()).resolves.toBeUndefined();
  });
});
