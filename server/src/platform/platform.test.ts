import { ZcaPlatform } from './zca/platform';
import {
  createPlatform,
  isRateLimited,
  isSessionExpired,
  loadPlatformConfig,
  needsRelogin,
  normalisePhone,
  parseCookieInput,
  PlatformError,
  SimulatorPlatform,
  ZaloErrorCode,
} from './index';

describe('PlatformError', () => {
  it.each([
    [102, 'SESSION_EXPIRED'],
    [112, 'EMPTY_LIST'],
    [123, 'STRANGER_CANNOT_RECEIVE'],
    [178, 'ALREADY_MEMBER'],
    [215, 'BLOCKED'],
    [221, 'RATE_LIMITED'],
    [222, 'THEY_ALREADY_ASKED'],
    [225, 'ALREADY_FRIENDS'],
    [240, 'APPROVAL_REQUIRED'],
  ])('maps Zalo code %i to %s and back', (code, kind) => {
    const error = PlatformError.fromCode(code);
    expect(error).toMatchObject({ kind, code, name: 'PlatformError' });
    expect(new PlatformError(error.kind).code).toBe(code);
    expect(ZaloErrorCode[error.kind as keyof typeof ZaloErrorCode]).toBe(code);
  });

  it('answers the helper questions', () => {
    expect(isSessionExpired(PlatformError.fromCode(102))).toBe(true);
    expect(isSessionExpired(new Error('102'))).toBe(false);
    expect(isRateLimited(PlatformError.fromCode(221))).toBe(true);
    expect(needsRelogin(new PlatformError('LOGIN_FAILED'))).toBe(true);
    expect(needsRelogin(PlatformError.fromCode(102))).toBe(true);
    expect(needsRelogin(PlatformError.fromCode(221))).toBe(false);
    expect(new PlatformError('NETWORK').code).toBeNull();
  });
});

describe('platform configuration', () => {
  it('defaults to the simulator, in demo mode except under tests', () => {
    expect(loadPlatformConfig({})).toEqual({ driver: 'simulator', simulator: { seed: 'zalo-manager', demo: true, users: 300 } });
    expect(loadPlatformConfig({ NODE_ENV: 'test' }).simulator.demo).toBe(false);
    expect(loadPlatformConfig({ ZALO_SIM_DEMO: 'false', ZALO_SIM_SEED: 'abc', ZALO_SIM_USERS: '50' }).simulator).toEqual({
      seed: 'abc',
      demo: false,
      users: 50,
    });
  });

  it('reads the simulated limits, the delivery log and the session log from the environment', () => {
    const { simulator } = loadPlatformConfig({
      ZALO_SIM_MESSAGES_PER_MINUTE: '1000',
      ZALO_SIM_STRANGERS_PER_DAY: '500',
      ZALO_SIM_DELIVERY_LOG: '/tmp/d.log',
      ZALO_SIM_SESSION_LOG: '/tmp/s.log',
    });
    expect(simulator).toMatchObject({ limits: { messagesPerMinute: 1000, strangerMessagesPerDay: 500 }, deliveryLog: '/tmp/d.log', sessionLog: '/tmp/s.log' });
    expect(loadPlatformConfig({ ZALO_SIM_MESSAGES_PER_MINUTE: 'lots' }).simulator.limits).toBeUndefined();
  });

  it('reads the same-text allowance of the simulated Zalo', () => {
    expect(loadPlatformConfig({ ZALO_SIM_REPEATED_TEXT_LIMIT: '5', ZALO_SIM_REPEATED_TEXT_WINDOW_MINUTES: '30' }).simulator.limits).toEqual({
      repeatedTextLimit: 5,
      repeatedTextWindowMinutes: 30,
    });
  });

  it('chooses the driver by ZALO_DRIVER and refuses unknown names', async () => {
    const simulator = createPlatform(loadPlatformConfig({ NODE_ENV: 'test', ZALO_SIM_USERS: '40' }));
    expect(simulator).toBeInstanceOf(SimulatorPlatform);
    await simulator.close();
    expect(createPlatform(loadPlatformConfig({ ZALO_DRIVER: 'zca' }))).toBeInstanceOf(ZcaPlatform);
    expect(() => loadPlatformConfig({ ZALO_DRIVER: 'zalo' })).toThrow(/ZALO_DRIVER/);
  });
});

describe('normalisePhone', () => {
  it('stores numbers as 0xxxxxxxxx whatever the form typed', () => {
    expect(normalisePhone('+84 912 345 678')).toBe('0912345678');
    expect(normalisePhone('84912345678')).toBe('0912345678');
    expect(normalisePhone('0912.345.678')).toBe('0912345678');
  });
});

describe('parseCookieInput', () => {
  const entry = { name: 'zpw_sek', value: 'abc', domain: '.zalo.me' };

  it('accepts an exported array, a { url, cookies } export, either as text, or a cookie header', () => {
    expect(parseCookieInput([entry])).toEqual([entry]);
    expect(parseCookieInput({ url: 'https://chat.zalo.me', cookies: [entry] })).toEqual([entry]);
    expect(parseCookieInput(JSON.stringify({ url: 'https://chat.zalo.me', cookies: [entry] }))).toEqual([entry]);
    expect(parseCookieInput('zpw_sek=abc; zpsid=x=y')).toEqual([
      { key: 'zpw_sek', value: 'abc', domain: 'chat.zalo.me', path: '/' },
      { key: 'zpsid', value: 'x=y', domain: 'chat.zalo.me', path: '/' },
    ]);
  });

  it('refuses what holds no cookie', () => {
    for (const bad of ['', '[]', '{nope', { cookies: 'x' }, null, [{ name: 'a' }]]) {
      expect(() => parseCookieInput(bad)).toThrow(PlatformError);
    }
  });
});
