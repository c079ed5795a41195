import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { accountScope } from '../../http/workspace-access';
import type { InboxService, InboxViewer } from './service';

export interface InboxRoutesOptions {
  inbox: InboxService;
  requireUser: AuthGuard;
  bigBodies: BigBodyGate;
}

/** Who asks: the workspace, the person, their role and the accounts they work with. */
const viewerOf = (request: FastifyRequest): InboxViewer => ({
  workspaceId: request.workspace.id,
  userId: request.user.id,
  role: request.workspace.role,
  scope: accountScope(request.workspace),
});

/**
 * /conversations and /messages/search: the workspace's inbox as the member sees it (an AGENT: their accounts'
 * conversations only); another workspace's ids, and an AGENT's of an account not theirs, are a 404.
 */
export async function inboxRoutes(app: FastifyInstance, options: InboxRoutesOptions): Promise<void> {
  const { inbox } = options;
  // Before the body is read: a stranger's images are refused without reading them.
  app.addHook('onRequest', options.requireUser);

  app.get('/conversations', async (request) => ok(await inbox.list(viewerOf(request), parse(ConversationListQuerySchema, request.query))));

  app.get('/conversations/unread-count', async (request) => ok(await inbox.unreadCount(viewerOf(request))));

  app.post('/conversations/read-all', async (request) =>
    ok(await inbox.readAll(viewerOf(request), parse(ReadAllQuerySchema, request.query).accountId)),
  );

  app.get('/conversations/:id', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.get(viewerOf(request), id) });
  });

  app.get('/conversations/:id/contact', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.contact(viewerOf(request), id));
  });

  app.post('/conversations/:id/do-not-contact', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.addToDoNotContact(viewerOf(request), id));
  });

  app.patch('/conversations/:id', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.update(viewerOf(request), id, parse(UpdateConversationSchema, request.body)) });
  });

  app.post('/conversations/:id/read', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ conversation: await inbox.read(viewerOf(request), id) });
  });

  app.get('/conversations/:id/messages', async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok(await inbox.messages(viewerOf(request), id, parse(MessagesQuerySchema, request.query)));
  });

  // Images come as data URLs: the big bodies' gate bounds what reading them costs.
  app.post('/conversations/:id/messages', { bodyLimit: ATTACHMENT_BODY_LIMIT, onRequest: options.bigBodies }, async (request) => {
    const { id } = parse(ConversationIdParamsSchema, request.params);
    return ok({ message: await inbox.send(viewerOf(request), id, parse(SendInboxMessageSchema, request.body)) });
  });

  app.post('/conversations/:id/messages/:messageId/retry', async (request) => {
    const { id, messageId } = parse(ConversationMessageParamsSchema, request.params);
    return ok({ message: await inbox.retry(viewerOf(request), id, messageId) });
  });

  app.get('/messages/search', async (request) => ok(await inbox.search(viewerOf(request), parse(MessageSearchQuerySchema, request.query))));
}
