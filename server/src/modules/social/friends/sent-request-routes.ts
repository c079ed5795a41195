import type { FastifyInstance } from 'fastify';
import { CancelSentRequestsSchema } from 'shared-sdk/schemas';
import { ok } from '../../../http/envelope';
import { parse } from '../../../http/validate';
import type { SentRequestsService } from './sent-requests';

type ById = { Params: { id: string } };

/** GET and DELETE /accounts/{id}/sent-friend-requests (an AGENT's own accounts only). */
export async function sentRequestRoutes(app: FastifyInstance, { sent }: { sent: SentRequestsService }) {
  app.get<ById>('/accounts/:id/sent-friend-requests', async (request) => ok(await sent.list(request.workspace.id, request.params.id)));

  app.delete<ById>('/accounts/:id/sent-friend-requests', async (request) => {
    const { userIds } = parse(CancelSentRequestsSchema, request.body);
    return ok(await sent.cancel(request.workspace.id, request.params.id, userIds));
  });
}
