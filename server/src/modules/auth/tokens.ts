import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AccessClaims } from '../../http/auth-guard';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * Short-lived HS256 access tokens carrying the user id, role, token epoch and workspace. A token that verified once is
 * remembered until it expires: a page polls with the same token many times a minute.
 */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number) {
  const verified = new TtlCache<AccessClaims>(50_000);
  return {
    sign: (claims: AccessClaims): Promise<string> =>
      new SignJWT({ role: claims.role, ep: claims.epoch, wid: claims.workspaceId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
    verify: async (token: string): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
        const claims = {
          userId: payload.sub,
          role: typeof payload.role === 'string' ? payload.role : 'USER',
          epoch: typeof payload.ep === 'number' ? payload.ep : 0,
          // A token from before workspaces works in its person's own one, which has their id.
          workspaceId: typeof payload.wid === 'string' ? payload.wid : payload.sub,
        };
        verified.set(token, claims, payload.exp * 1000 - Date.now());
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** An opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
