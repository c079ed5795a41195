import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: string;
}

/** Short-lived HS256 access tokens carrying the user id and role. */
export function createAccessTokens(key: Uint8Array, ttlSeconds: number) {
  return {
    sign: (claims: AccessClaims): Promise<string> =>
      new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        return { userId: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'USER' };
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
