import type { FastifyInstance } from 'fastify';
import {
  ConversationIdParamsSchema,
  ConversationListQuerySchema,
  ConversationMessageParamsSchema,
  MessageSearchQuerySchema,
  MessagesQuerySchema,
  ReadAllQuerySchema,
  SendInboxMessageSchema,
  UpdateConversationSchema,
} from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ATTACHMENT_BODY_LIMIT, type BigBodyGate } from '../../http/big-bodies';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { InboxService } from './service';

export interface InboxRoutesOptions {
  inbox: InboxService;
  requireUser: AuthGuard;
  bigBodies: BigBodyGate;
}

/** /conversations and /messages/search: the signed-in user's inbox; another user's ids are a 404. */
export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions): Promise<void> {
  const { inbox } = options;
  // Before the body is read: a stranger's images are refused without reading them.
  app.addHook('onRequest', options.requireUser);

  app.get('/conversations', async (request) => ok(await inbox.list(request.workspace.id, parse(ConversationListQuerySchema, request.query))));

  app.get('/conversations/unread-count', async (request) => ok(await inbox.unreadCount(request.workspace.id)));

  app.post('/conversations/read-all', async (request) =>
    ok(await inbox.readAll(request.workspace.id, parse(ReadAllQuerySchema, request.query).accountId)),
  );

  app.get('/conversations/:id', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.get(request.workspace.id, id) });
  });

  app.get('/conversations/:id/contact', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.contact(request.workspace.id, id));
  });

  app.post('/conversations/:id/do-not-contact', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.addToDoNotContact(request.workspace.id, id));
  });

  app.patch('/conversations/:id', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.update(request.workspace.id, id, parse(UpdateConversationSchema, request.body)) });
  });

  app.post('/conversations/:id/read', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.read(request.workspace.id, id) });
  });

  app.get('/conversations/:id/messages', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.messages(request.workspace.id, id, parse(MessagesQuerySchema, request.query)));
  });

  // Images come as data URLs: the big bodies' gate bounds what reading them costs.
  app.post('/conversations/:id/messages', { bodyLimit: ATTACHMENT_BODY_LIMIT, onRequest: options.bigBodies }, async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ message: await inbox.send(request.workspace.id, id, parse(SendInboxMessageSchema, request.body)) });
  });

  app.post('/conversations/:id/messages/:messageId/retry', async (request) => {
    const { id, messageId } = parse(ConversationMessageParamsSchema, request.params);
    return ok({ message: await inbox.retry(request.workspace.id, id, messageId) });
  });

  app.get('/messages/search', async (request) => ok(await inbox.search(request.workspace.id, parse(MessageSearchQuerySchema, request.query))));
}
