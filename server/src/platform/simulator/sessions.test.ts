import Fastify from 'fastify';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simulatorControlRoutes } from './control-routes';
import { SimulatorPlatform } from './platform';
import { SIM_USER_AGENT } from './qr';

const IMEI = 'sim-sessions-imei';
/** 23:30 in Vietnam on 1 June 2025 (16:30 UTC). */
const LATE_EVENING = Date.UTC(2025, 5, 1, 16, 30);

function setup(start = LATE_EVENING) {
  let now = start;
  const platform = new SimulatorPlatform({ seed: 'sim-sessions', users: 60, now: () => now });
  const { world } = platform;
  const [user] = world.users();
  const credentials = { cookie: world.issueCookie(user.id, IMEI, SIM_USER_AGENT), imei: IMEI, userAgent: SIM_USER_AGENT };
  return { platform, world, user, credentials, advance: (ms: number) => (now += ms) };
}

describe('simulator web sessions, as Zalo counts them', () => {
  it('counts each login and the sessions live until they close, keeping the most seen at once', async () => {
    const { platform, world, user, credentials } = setup();
    expect([world.loginCount(user.id), world.liveSessions(user.id), world.maxLiveSessions(user.id)]).toEqual([0, 0, 0]);
    const first = await platform.login(credentials);
    const second = await platform.login(credentials);
    expect([world.loginCount(user.id), world.liveSessions(user.id), world.maxLiveSessions(user.id)]).toEqual([2, 2, 2]);
    await first.close();
    await first.close();
    expect([world.liveSessions(user.id), world.maxLiveSessions(user.id)]).toEqual([1, 2]);
    await second.close();
    const third = await platform.login(credentials);
    expect([world.loginCount(user.id), world.liveSessions(user.id), world.maxLiveSessions(user.id)]).toEqual([3, 1, 2]);
    await third.close();
    expect(world.liveSessions(user.id)).toBe(0);
  });

  it('does not count a refused login, and counts a QR login confirmed on the phone', async () => {
    const { platform, world, user, credentials } = setup();
    world.expireSession(user.id);
    await expect(platform.login(credentials)).rejects.toMatchObject({ kind: 'LOGIN_FAILED' });
    expect(world.loginCount(user.id)).toBe(0);
    const qr = platform.startQrLogin({}, () => undefined);
    await platform.qr.scan(qr.id, user.id);
    await platform.qr.confirm(qr.id);
    expect([world.loginCount(user.id), world.liveSessions(user.id)]).toEqual([1, 0]);
  });

  it('counts logins per Vietnamese day: a new count at midnight in Asia/Ho_Chi_Minh', async () => {
    const { platform, world, user, credentials, advance } = setup();
    await (await platform.login(credentials)).close();
    advance(29 * 60_000); // 23:59
    await (await platform.login(credentials)).close();
    expect(world.loginCount(user.id)).toBe(2);
    advance(60_000); // 00:00 the next day
    expect(world.loginCount(user.id)).toBe(0);
    await (await platform.login(credentials)).close();
    expect([world.loginCount(user.id), world.loginCount(user.id, '2025-06-01'), world.loginCount(user.id, '2025-06-02')]).toEqual([1, 2, 1]);
  });

  it('closes a listener with 3000 when another one of the account starts, through another platform sharing the world', async () => {
    const { platform, world, user, credentials } = setup();
    const other = new SimulatorPlatform({ seed: 'sim-sessions', world });
    const elsewhere = new SimulatorPlatform({ seed: 'sim-sessions', users: 60, now: () => LATE_EVENING });
    const first = await platform.login(credentials);
    const second = await other.login(credentials);
    const closes: number[] = [];
    first.startListener({ onMessage: () => undefined, onClose: (event) => closes.push(event.code) });
    // Another world is another Zalo: its listener clashes with nothing here.
    (await elsewhere.login(credentials)).startListener({ onMessage: () => undefined, onClose: () => undefined });
    expect(closes).toEqual([]);
    second.startListener({ onMessage: () => undefined, onClose: () => undefined });
    expect(closes).toEqual([3000]);
    expect([first.listening, second.listening]).toEqual([false, true]);
    expect([world.liveSessions(user.id), world.maxLiveSessions(user.id), elsewhere.world.liveSessions(user.id)]).toEqual([2, 2, 1]);
  });

  it('answers the counts on the control route, for every account with any or for one', async () => {
    const { platform, world, user, credentials } = setup();
    const app = Fastify();
    await app.register(simulatorControlRoutes, { platform });
    const session = await platform.login(credentials);
    const all = await app.inject({ method: 'GET', url: '/__sim/zalo/sessions' });
    expect(all.json()).toEqual({ success: true, data: [{ userId: user.id, live: 1, maxLive: 1, loginsToday: 1 }] });
    await session.close();
    const [other] = world.users().slice(1);
    const one = await app.inject({ method: 'GET', url: `/__sim/zalo/sessions?userId=${user.id}` });
    expect(one.json().data).toEqual([{ userId: user.id, live: 0, maxLive: 1, loginsToday: 1 }]);
    const none = await app.inject({ method: 'GET', url: `/__sim/zalo/sessions?userId=${other.id}` });
    expect(none.json().data).toEqual([{ userId: other.id, live: 0, maxLive: 0, loginsToday: 0 }]);
    await app.close();
  });

  it('writes each session opened and closed to the session log, where processes with worlds of their own add them up', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sim-session-log-'));
    const sessionLog = path.join(folder, 'sessions.log');
    try {
      const here = new SimulatorPlatform({ seed: 'sim-sessions', users: 60, now: () => LATE_EVENING, sessionLog });
      const there = new SimulatorPlatform({ seed: 'sim-sessions', users: 60, now: () => LATE_EVENING + 1, sessionLog });
      const [user] = here.world.users();
      const credentials = { cookie: here.world.issueCookie(user.id, IMEI, SIM_USER_AGENT), imei: IMEI, userAgent: SIM_USER_AGENT };
      const first = await here.login(credentials);
      await first.close();
      await (await there.login(credentials)).close();
      const lines = readFileSync(sessionLog, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
      expect(lines).toEqual([
        { userId: user.id, event: 'open', at: LATE_EVENING, pid: process.pid },
        { userId: user.id, event: 'close', at: LATE_EVENING, pid: process.pid },
        { userId: user.id, event: 'open', at: LATE_EVENING + 1, pid: process.pid },
        { userId: user.id, event: 'close', at: LATE_EVENING + 1, pid: process.pid },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
