import { COOKIE_LOGIN_MESSAGES as M, CookieLoginSchema, sessionCookieOf } from './bot';
import { validate } from './envelope';

const COOKIE = JSON.stringify([{ key: 'zpw_sek', value: 'abc', domain: '.zalo.me' }]);

describe('cookie login: each missing or malformed part named in Vietnamese, on its field', () => {
  it('accepts a full session, and no session at all (the stored one is used)', () => {
    expect(validate(CookieLoginSchema, { cookie: COOKIE, imei: ' imei-1 ', userAgent: 'Mozilla/5.0' })).toMatchObject({
      ok: true,
      value: { imei: 'imei-1' },
    });
    expect(validate(CookieLoginSchema, {}).ok).toBe(true);
  });

  it('names the missing part', () => {
    expect(validate(CookieLoginSchema, { cookie: COOKIE, imei: '', userAgent: 'UA' })).toMatchObject({ ok: false, fieldErrors: { imei: M.imeiRequired } });
    expect(validate(CookieLoginSchema, { cookie: COOKIE, imei: 'i' })).toMatchObject({ ok: false, fieldErrors: { userAgent: M.userAgentRequired } });
    expect(validate(CookieLoginSchema, { imei: 'i', userAgent: 'UA' })).toMatchObject({ ok: false, fieldErrors: { cookie: M.cookieRequired } });
    expect(validate(CookieLoginSchema, { cookie: '   ', imei: 'i', userAgent: 'UA' })).toMatchObject({ ok: false, fieldErrors: { cookie: M.cookieRequired } });
  });

  it('says what is wrong with the pasted cookie', () => {
    expect(validate(CookieLoginSchema, { cookie: '[{"key": "a", ', imei: 'i', userAgent: 'UA' })).toMatchObject({
      ok: false,
      error: M.cookieNotJson,
      fieldErrors: { cookie: M.cookieNotJson },
    });
    for (const cookie of ['[]', '{"cookies": []}', 'không phải cookie', '[1, 2]']) {
      expect(validate(CookieLoginSchema, { cookie, imei: 'i', userAgent: 'UA' })).toMatchObject({ ok: false, fieldErrors: { cookie: M.cookieEmpty } });
    }
  });

  it('reads the forms people paste: a JSON array, a { cookies } export, a name=value header', () => {
    expect(sessionCookieOf(COOKIE)).toHaveLength(1);
    expect(sessionCookieOf({ url: 'https://chat.zalo.me', cookies: JSON.parse(COOKIE) })).toHaveLength(1);
    expect(sessionCookieOf('zpw_sek=abc; zpsid=def')).toEqual([
      { key: 'zpw_sek', value: 'abc', domain: 'chat.zalo.me', path: '/' },
      { key: 'zpsid', value: 'def', domain: 'chat.zalo.me', path: '/' },
    ]);
    expect(sessionCookieOf('')).toBeNull();
  });
});
