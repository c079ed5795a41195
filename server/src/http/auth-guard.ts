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

/** Checks an access token: its user and token epoch, or null when it is not valid (the auth module's access tokens). */
export interface TokenVerifier {
  verify(token: string): Promise<{ userId: string; role: string; epoch: number } | null>;
}

/** The user's current token epoch: tokens signed with a lower one are refused (the auth module's token epochs). */
export interface TokenEpochSource {
  current(userId: string): Promise<number>;
}

/**
 * A preHandler that accepts only a valid bearer access token of the user's current token epoch (not one
 * from before a password change or a revoked session) and puts its user on the request.
 */
export function createAuthGuard(tokens: TokenVerifier, epochs: TokenEpochSource) {
  return async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const claims = token ? await tokens.verify(token) : null;
    if (!claims || claims.epoch < (await epochs.current(claims.userId))) throw unauthorized();
    request.user = { id: claims.userId, role: claims.role };
  };
}
export type AuthGuard = ReturnType<typeof createAuthGuard>;
