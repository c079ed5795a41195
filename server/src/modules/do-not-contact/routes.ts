import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  AddDoNotContactSchema,
  DoNotContactFromJobSchema,
  DoNotContactListQuerySchema,
  DoNotContactSettingsSchema,
  PHONE_IMPORT_MAX_BYTES,
} from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import type { BigBodyGate } from '../../http/big-bodies';
import { ok } from '../../http/envelope';
import { accountScope, requireRole } from '../../http/workspace-access';
import { parse } from '../../http/validate';
import { excelUpload } from '../../http/excel-upload';
import type { DoNotContactService } from './service';

type ById = { Params: { id: string } };

/**
 * /do-not-contact: every route is signed-in and sees only the workspace's list. Every member lists and adds (the
 * list is the business's); removing an entry and the settings (opt-out words) are the OWNER's and ADMINs'.
 */
export async function doNotContactRoutes(app: FastifyInstance, options: { doNotContact: DoNotContactService; requireUser: AuthGuard; bigBodies: BigBodyGate }) {
  const { doNotContact, requireUser, bigBodies } = options;
  await app.register(multipart, { limits: { fileSize: PHONE_IMPORT_MAX_BYTES, files: 1 } });
  // Before the body is read: a stranger's upload is refused without reading it.
  app.addHook('onRequest', requireUser);

  app.get('/do-not-contact', async (request) => ok(await doNotContact.list(request.workspace.id, parse(DoNotContactListQuerySchema, request.query))));

  app.get('/do-not-contact/counts', async (request) => ok(await doNotContact.counts(request.workspace.id)));

  app.post('/do-not-contact', async (request) => ok(await doNotContact.add(request.workspace.id, parse(AddDoNotContactSchema, request.body))));

  app.post('/do-not-contact/from-job', async (request) => 
    ok(await doNotContact.fromJob(request.workspace.id, parse(DoNotContactFromJobSchema, request.body), accountScope(request.workspace))),
  );

  const uploads = { bodyLimit: PHONE_IMPORT_MAX_BYTES + 64 * 1024, onRequest: bigBodies };
  app.post('/do-not-contact/import', uploads, async (request) => ok(await doNotContact.import(request.workspace.id, (await excelUpload(request)).data)));

  const managers = { preHandler: requireRole('OWNER', 'ADMIN') };
  app.delete<ById>('/do-not-contact/:id', managers, async (request) => ok(await doNotContact.remove(request.workspace.id, request.params.id)));

  app.get('/do-not-contact/settings', async (request) => ok(await doNotContact.settings(request.workspace.id)));

  app.put('/do-not-contact/settings', managers, async (request) => ok(await doNotContact.saveSettings(request.workspace.id, parse(DoNotContactSettingsSchema, request.body))));
}
