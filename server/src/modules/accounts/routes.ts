import type { FastifyInstance } from 'fastify';
import { CreateAccountSchema, UpdateAccountSchema } from 'shared-sdk/schemas';
import type { AuthGuard } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { parse } from '../../http/validate';
import { accountScope, requireRole } from '../../http/workspace-access';
import type { AccountsService } from './service';

type ById = { Params: { id: string } };

const managersOnly = requireRole('OWNER', 'ADMIN');

/**
 * /accounts: signed-in only; another workspace's account is a 404. An AGENT lists and opens only the accounts given
 * to them (another is a 403); adding, deleting and choosing an account's proxy are for the OWNER and ADMINs.
 */
export async function accountsRoutes(app: FastifyInstance, options: { accounts: AccountsService; requireUser: AuthGuard }) {
  const { accounts, requireUser } = options;
  app.addHook('preHandler', requireUser);

  // `_t` is the client's cache-buster; it means nothing here. The list is `data.accounts` (spec parts 2 and 3).
  app.get('/accounts', async (request) => ok({ accounts: await accounts.list(request.workspace.id, accountScope(request.workspace)) }));

  app.get<ById>('/accounts/:id', async (request) => ok(await accounts.get(request.workspace.id, request.params.id)));

  app.post('/accounts', { preHandler: managersOnly }, async (request) =>
    ok(await accounts.create(request.workspace.id, parse(CreateAccountSchema, request.body))),
  );

  app.patch<ById>('/accounts/:id', async (request) =>
    ok(
      await accounts.update(request.workspace.id, request.params.id, parse(UpdateAccountSchema, request.body), {
        mayChangeProxy: request.workspace.role !== 'AGENT',
      }),
    ),
  );

  app.delete<ById>('/accounts/:id', { preHandler: managersOnly }, async (request) => ok(await accounts.remove(request.workspace.id, request.params.id)));
}
