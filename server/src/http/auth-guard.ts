import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenEpochs } from '../modules/auth/token-epochs';
import type { AccessTokens } from '../modules/auth/tokens';
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

/**
 * A preHandler that accepts only a valid bearer access token of the user's current token epoch (not one
 * from before a password change or a revoked session) and puts its user on the request.
 */
export function createAuthGuard(tokens: AccessTokens, epochs: Pick<TokenEpochs, 'current'>) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await tokens.verify(token) : null;
    if (!claims || claims.epoch < (await epochs.current(claims.userId))) throw unauthorized();
    request.user = { id: claims.userId, role: claims.role };
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;
