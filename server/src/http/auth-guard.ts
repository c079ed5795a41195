import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

export interface RequestUser {
  id: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on every protected route. */
    user: RequestUser;
  }
}

/** What the guard needs of the auth module's access tokens. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<{ userId: string; role: string } | null>;
}

/** A preHandler that accepts only a valid bearer access token and puts its user on the request. */
export function createAuthGuard(tokens: AccessTokenVerifier) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    request.user = { id: claims.userId, role: claims.role };
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;
