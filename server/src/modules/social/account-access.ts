import type { FastifyRequest } from 'fastify';
import { assertAccount } from '../../http/workspace-access';

/**
 * A preHandler for the /accounts/{id}/… routes (friends, groups, members, sent requests): an AGENT naming an account
 * not given to them is refused (403) before anything is read or sent. Another workspace's account stays a 404.
 */
export async function accountInPath(request: FastifyRequest): Promise<void> {
  assertAccount(request.workspace, (request.params as { id?: string }).id);
}
