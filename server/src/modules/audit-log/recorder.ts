import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditContext, type AuditedRoute, AUDITED_ROUTES } from './audited-routes';
import { idOf, keyFields, nameOf, sameFields } from './fields';
import { redactedFields } from './redact';
import type { AuditRepo, NewAuditEntry } from './repo';

/** The e-mails of people by id (the auth module's users); a missing one is left out. */
export type EmailsOf = (userIds: string[]) => Promise<Map<string, string>>;

interface Pending {
  route: AuditedRoute;
  /** The snapshot GET's data, when taken. */
  before?: unknown;
  /** The answer's data, once serialised. */
  data?: unknown;
  /** The answer said `success: false` (a failed proxy test answers 200): nothing was done. */
  failed?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit?: Pending;
  }
}

const routeKey = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ''}`;
const fill = (template: string, params: Record<string, string>) => template.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** The user and workspace of an access token the server itself just signed (an accepted invitation's session). */
function sessionOf(data: unknown): { userId: string; workspaceId: string } | null {
  const token = (data as { tokens?: { accessToken?: unknown } } | undefined)?.tokens?.accessToken;
  if (typeof token !== 'string') return null;
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown; wid?: unknown };
    return typeof claims.sub === 'string' && typeof claims.wid === 'string' ? { userId: claims.sub, workspaceId: claims.wid } : null;
  } catch {
    return null;
  }
}

/** The entry a successful request of an audited route makes (null: nothing to record). */
export function entryOf(request: FastifyRequest, pending: Pending): Omit<NewAuditEntry, 'actorEmail'> | null {
  const { route } = pending;
  const context: AuditContext = {
    method: request.method,
    params: (request.params ?? {}) as Record<string, string>,
    query: (request.query ?? {}) as Record<string, unknown>,
    body: request.body,
    data: pending.data,
    before: pending.before,
  };
  if (route.when && !route.when(context)) return null;
  const session = route.inAnswerSession ? sessionOf(context.data) : null;
  const workspaceId = session?.workspaceId ?? (request.user ? request.workspace.id : null);
  const actorId = session?.userId ?? request.user?.id ?? null;
  if (!workspaceId || !actorId) return null;

  const param = route.param === undefined ? 'id' : route.param;
  const targetId = (param && context.params[param]) || idOf(context.data) || (session ? session.userId : undefined);
  const name = nameOf(context.data) ?? nameOf(context.before);
  const target = { type: typeof route.target === 'function' ? route.target(context) : route.target, ...(targetId && { id: targetId }), ...(name && { name }) };

  const edit = request.method === 'PATCH' || request.method === 'PUT';
  let after: Record<string, unknown> | null;
  if (route.after) after = redactedFields(route.after(context));
  else if (edit) after = redactedFields(context.body);
  else if (request.method === 'DELETE') after = null;
  else after = redactedFields(keyFields(context.data));
  let before: Record<string, unknown> | null = null;
  if (context.before !== undefined) before = redactedFields(edit ? sameFields(context.before, after) : keyFields(context.before));

  const action = typeof route.action === 'function' ? route.action(context) : route.action;
  return { workspaceId, actorId, action, target, before, after };
}

/**
 * Records every successful (2xx) request of an AUDITED_ROUTES route, for every module, without their code: the
 * resource before an edit or a deletion is read first by an in-process GET of its own route (as the same person).
 */
export function registerAuditRecorder(app: FastifyInstance, deps: { repo: AuditRepo; emailsOf: EmailsOf }): void {
  app.addHook('preHandler', async (request) => {
    const route = AUDITED_ROUTES[routeKey(request)];
    if (!route) return;
    request.audit = { route };
    const { authorization, 'x-api-key': apiKey } = request.headers;
    if (!route.snapshot || (!authorization && !apiKey)) return;
    const snapshot = await app.inject({
      method: 'GET',
      url: fill(route.snapshot, (request.params ?? {}) as Record<string, string>),
      headers: { ...(authorization && { authorization }), ...(apiKey && { 'x-api-key': apiKey }) },
    });
    if (snapshot.statusCode === 200) request.audit.before = (snapshot.json() as { data?: unknown }).data;
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.audit) {
      const answer = payload as { success?: unknown; data?: unknown } | null;
      request.audit.data = answer?.data;
      request.audit.failed = answer?.success === false;
    }
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.audit;
    if (!pending || pending.failed || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    try {
      const entry = entryOf(request, pending);
      if (entry) {
        const emails = await deps.emailsOf(entry.actorId ? [entry.actorId] : []);
        const email = (entry.actorId && emails.get(entry.actorId)) || '';
        // A write made with an API key says so: in the name of the key's creator, with the key's name.
        const actorEmail = request.apiKey ? `${email} (khóa API ${request.apiKey.name})` : email;
        await deps.repo.insert({ ...entry, actorEmail });
      }
    } catch (error) {
      request.log.error({ err: error, route: routeKey(request) }, 'audit entry not recorded');
    }
    return payload;
  });
}
