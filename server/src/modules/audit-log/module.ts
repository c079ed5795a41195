import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { ServerModule } from '../../http/server-module';
import type { FastifyInstance } from 'fastify';
import { type EmailsOf, registerAuditRecorder } from './recorder';
import { createAuditRepo, type NewAuditEntry } from './repo';
import { auditLogRoutes } from './routes';

export interface AuditLogModule extends ServerModule {
  /** Records every successful write of AUDITED_ROUTES on the app (call once every route is registered). */
  recordRequests(app: FastifyInstance): void;
  /** A system entry (actor null) or one another module makes outside a request: a payment completed by payOS. */
  record(entry: Omit<NewAuditEntry, 'actorEmail' | 'actorId'> & { actorId?: string | null }): Promise<void>;
}

/** The workspace's audit log: who did what and when, append-only. */
export function createAuditLogModule(deps: { database: Database; requireUser: AuthGuard; requireUserOrLink: AuthGuard; emailsOf: EmailsOf }): AuditLogModule {
  const repo = createAuditRepo(deps.database);
  return {
    recordRequests: (app) => registerAuditRecorder(app, { repo, emailsOf: deps.emailsOf }),
    async record(entry) {
      const actorId = entry.actorId ?? null;
      const email = actorId ? (await deps.emailsOf([actorId])).get(actorId) : undefined;
      await repo.insert({ ...entry, actorId, actorEmail: email ?? '' });
    },
    routes: async (api) => api.register(auditLogRoutes, { repo, requireUser: deps.requireUser, requireUserOrLink: deps.requireUserOrLink }),
  };
}
