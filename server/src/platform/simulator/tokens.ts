import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionCookie } from '../types';

/**
 * The simulator's cookies are signed tokens rather than entries in a table: a server restart with the same
 * seed recognises the cookies the accounts module stored, as Zalo would.
 */
export interface TokenClaims {
  userId: string;
  /** Bumped by world.expireSession(): older tokens stop working. */
  epoch: number;
  issuedAt: number;
  /** Hash of imei and user agent: a cookie used with another user agent is refused, as on Zalo. */
  binding: string;
}

export const SIM_COOKIE_NAME = 'zpw_sek';

export function deviceBinding(imei: string, userAgent: string): string {
  return createHash('sha256').update(`${imei}\n${userAgent}`).digest('base64url').slice(0, 16);
}

export class TokenSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`zalo-simulator:${secret}`).digest();
  }

  cookieFor(claims: TokenClaims, ttlMs: number): SessionCookie {
    return [
      {
        key: SIM_COOKIE_NAME,
        value: this.sign(claims),
        domain: 'chat.zalo.me',
        path: '/',
        httpOnly: true,
        secure: true,
        expires: new Date(claims.issuedAt + ttlMs).toISOString(),
      },
    ];
  }

  /** The claims of a cookie this simulator issued, or null for anything else. */
  read(cookie: SessionCookie): TokenClaims | null {
    const entry = cookie.find((c) => (c.key ?? c.name) === SIM_COOKIE_NAME);
    return typeof entry?.value === 'string' ? this.verify(entry.value) : null;
  }

  private sign(claims: TokenClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  private verify(token: string): TokenClaims | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
