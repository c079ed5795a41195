import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FindUserQuerySchema,
  FriendRequestAndMessageByPhoneSchema,
  FriendRequestByPhoneSchema,
  MessageByPhoneSchema,
  PageQuerySchema,
  PHONE_ENTRY_STATUSES,
  PHONE_IMPORT_MAX_BYTES,
  PHONE_LIST_MESSAGES,
  PHONE_NUMBERS_PAGE_SIZE,
  PhoneImportFieldsSchema,
  PhoneListStatusSchema,
  PhoneQuotaSchema,
} from 'shared-sdk/schemas';
import * as v from 'valibot';
import type { AuthGuard } from '../../http/auth-guard';
import { assertAccount } from '../../http/workspace-access';
import { unlessUnchanged } from '../../http/conditional';
import { ok } from '../../http/envelope';
import { excelUpload } from '../../http/excel-upload';
import { parse } from '../../http/validate';
import { DECODE_DATA_URLS, registerAttachmentBodyReader } from '../../http/attachment-body';
import { ATTACHMENT_BODY_LIMIT, type BigBodyGate } from '../../http/big-bodies';
import type { PhoneListsService } from './service';
import { listViewerOf } from './viewer';

type ById = { Params: { id: string } };

/** The quota route names an account by its id (the guard itself checks the /accounts/{id}… ones): an AGENT's others are refused. */
const namedAccount = { preHandler: async (request: FastifyRequest<ById>) => assertAccount(request.workspace, request.params.id) };

const NumbersQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform((value) => Math.max(1, Number.parseInt(String(value), 10) || 1))), 1),
  limit: v.optional(v.pipe(v.unknown(), v.transform((value) => Math.min(PHONE_NUMBERS_PAGE_SIZE, Math.max(1, Number.parseInt(String(value), 10) || PHONE_NUMBERS_PAGE_SIZE)))), PHONE_NUMBERS_PAGE_SIZE),
  status: v.optional(v.picklist(PHONE_ENTRY_STATUSES, PHONE_LIST_MESSAGES.entryStatusInvalid)),
  accountId: v.optional(v.pipe(v.string(), v.uuid(PHONE_LIST_MESSAGES.listNotFound))),
});

/** /phone-lists and the by-phone actions of an account: only the lists and accounts the caller sees (./viewer). */
export interface PhoneListsRoutesOptions {
  phoneLists: PhoneListsService;
  /** The workspace's version of what the lists page shows (the ETag of its 10 s poll, labelled per viewer). */
  listsVersion: (workspaceId: string) => Promise<string>;
  requireUser: AuthGuard;
  bigBodies: BigBodyGate;
}

export async function phoneListsRoutes(app: FastifyInstance, options: PhoneListsRoutesOptions) {
  const { phoneLists, requireUser, bigBodies } = options;
  await app.register(multipart, { limits: { fileSize: PHONE_IMPORT_MAX_BYTES, files: 1 } });
  // Before the body is read: a stranger's upload is refused without reading it.
  app.addHook('onRequest', requireUser);

  const uploads = { bodyLimit: PHONE_IMPORT_MAX_BYTES + 64 * 1024, onRequest: bigBodies };
  app.post('/phone-lists/preview', uploads, async (request) => ok(phoneLists.preview((await excelUpload(request)).data)));
  app.post('/phone-lists/import', uploads, async (request) => {
    const { data, fields } = await excelUpload(request);
    return ok(await phoneLists.import(listViewerOf(request), data, parse(PhoneImportFieldsSchema, fields)));
  });

  // Polled every 10 s while a list is PROCESSING: a conditional GET, a 304 while nothing the page shows changed.
  app.get('/phone-lists', async (request, reply) => {
    const { page, limit } = parse(PageQuerySchema, request.query);
    return unlessUnchanged(request, reply, await options.listsVersion(request.workspace.id), () => phoneLists.lists(listViewerOf(request), page, limit));
  });
  app.get<ById>('/phone-lists/:id', async (request) => ok(await phoneLists.get(listViewerOf(request), request.params.id)));
  app.delete<ById>('/phone-lists/:id', async (request) => ok(await phoneLists.remove(listViewerOf(request), request.params.id)));
  app.patch<ById>('/phone-lists/:id/status', async (request) =>
    ok(await phoneLists.setStatus(listViewerOf(request), request.params.id, parse(PhoneListStatusSchema, request.body).status)),
  );
  app.post<ById>('/phone-lists/:id/distribute', async (request) => ok(await phoneLists.distribute(listViewerOf(request), request.params.id)));
  app.post<ById>('/phone-lists/:id/retry-failed', async (request) => ok(await phoneLists.retryFailed(listViewerOf(request), request.params.id)));
  app.get<ById>('/phone-lists/:id/stats', async (request) => ok(await phoneLists.stats(listViewerOf(request), request.params.id)));
  app.get<ById>('/phone-lists/:id/numbers', async (request) =>
    ok(await phoneLists.numbers(listViewerOf(request), request.params.id, parse(NumbersQuerySchema, request.query))),
  );
  app.get<ById>('/phone-lists/:id/executions', async (request) => {
    const { page, limit } = parse(PageQuerySchema, request.query);
    return ok(await phoneLists.executions(listViewerOf(request), request.params.id, page, limit));
  });
  app.get<ById>('/phone-lists/:id/message-executions', async (request) => {
    const { page, limit } = parse(PageQuerySchema, request.query);
    return ok(await phoneLists.executions(listViewerOf(request), request.params.id, page, limit, 'message'));
  });
  app.get('/phone-lists/accounts/quotas', async (request) => ok(await phoneLists.quotas(listViewerOf(request))));
  app.patch<ById>('/phone-lists/accounts/:id/quota', namedAccount, async (request) =>
    ok(await phoneLists.setQuota(listViewerOf(request), request.params.id, parse(PhoneQuotaSchema, request.body))),
  );

  registerAttachmentBodyReader(app);
  const withFiles = { bodyLimit: ATTACHMENT_BODY_LIMIT, onRequest: bigBodies, config: DECODE_DATA_URLS };
  app.get<ById>('/accounts/:id/find-user', async (request) =>
    ok(await phoneLists.findUser(request.workspace.id, request.params.id, parse(FindUserQuerySchema, request.query).phone)),
  );
  app.post<ById>('/accounts/:id/friend-request-by-phone', async (request) =>
    ok(await phoneLists.friendRequest(request.workspace.id, request.params.id, parse(FriendRequestByPhoneSchema, request.body))),
  );
  app.post<ById>('/accounts/:id/message-by-phone', withFiles, async (request) =>
    ok(await phoneLists.message(request.workspace.id, request.params.id, parse(MessageByPhoneSchema, request.body))),
  );
  app.post<ById>('/accounts/:id/friend-request-and-message-by-phone', withFiles, async (request) =>
    ok(await phoneLists.friendRequestAndMessage(request.workspace.id, request.params.id, parse(FriendRequestAndMessageByPhoneSchema, request.body))),
  );
}
