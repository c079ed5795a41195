import type { FastifyInstance } from 'fastify';
import { CreateAccountSchema, UpdateAccountSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import type { AccountsService } from './service';

type ById = { Params: { id: string } };

/** /accounts: signed-in only; another user's account is a 404. */
export async function accountsRoutes(app: FastifyInstance, options: { accounts: AccountsService; requireUser: AuthGuard }) {
  const { accounts, requireUser } = options;
  app.addHook('preHandler', requireUser);

  // `_t` is the client's cache-buster; it means nothing here. The list is `data.accounts` (spec parts 2 and 3).
  app.get('/accounts', async (request) => ok({ accounts: await accounts.list(request.workspace.id) }));

  app.get<ById>('/accounts/:id', async (request) => ok(await accounts.get(request.workspace.id, request.params.id)));

  app.post('/accounts', async (request) => ok(await accounts.create(request.workspace.id, parse(CreateAccountSchema, request.body))));

  app.patch<ById>('/accounts/:id', async (request) =>
    ok(await accounts.update(request.workspace.id, request.params.id, parse(UpdateAccountSchema, request.body))),
  );

  app.delete<ById>('/accounts/:id', async (request) => ok(await accounts.remove(request.workspace.id, request.params.id)));
}
