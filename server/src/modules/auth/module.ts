import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type AuthGuard, createAdmission, createAuthGuard, type TokenEpochSource } from '../../http/auth-guard';
import { createDownloadLinks } from '../../http/download-links';
import type { ServerModule } from '../../http/server-module';
import { deriveKey } from '../../security/app-secret';
import { createAuthRepo } from './repo';
import { authRoutes } from './routes';
import { createAuthService } from './service';
import { createTeamRepo } from './team/repo';
import { teamRoutes } from './team/routes';
import { createTeamService } from './team/service';
import { createTokenEpochs } from './token-epochs';
import { createAccessTokens } from './tokens';
import { createMemberships, type Memberships } from './workspaces/memberships';
import { createWorkspaceNames } from './workspaces/names';
import { createWorkspacesRepo } from './workspaces/repo';

export interface AuthModuleDeps {
  database: Database;
  config: Pick<Config, 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'loginLimits' | 'registerLimits'>;
  log: FastifyBaseLogger;
  appSecret: string;
  /** After a workspace is made (a sign-up); a failure here does not fail the sign-up. */
  onWorkspaceCreated(workspaceId: string): Promise<void>;
  /** How many people the workspace's plan allows (-1: no limit): the subscription module's. */
  seatLimit(workspaceId: string): Promise<number>;
  /** The workspace's Zalo accounts (the accounts module's): an AGENT's accounts are among them. */
  accountIds(workspaceId: string): Promise<string[]>;
  /** After a member is removed: what other modules gave them (the inbox's assigned conversations) is let go. */
  onMemberRemoved?(workspaceId: string, userId: string): Promise<void>;
  /** Before a workspace is deleted: every bot and job of its accounts stops. */
  beforeWorkspaceDelete(workspaceId: string): Promise<void>;
}

export interface AuthModule extends ServerModule {
  /** The preHandler of every signed-in route. */
  requireUser: AuthGuard;
  /** The exports' preHandler: a bearer token, or a download link for that path (POST /download-links). */
  requireUserOrLink: AuthGuard;
  /** Each user's token epoch: what a sign-out everywhere or a new password raises (the inbox's live streams end). */
  epochs: TokenEpochSource;
  /** Who works in which workspace with which role (kept current across processes). */
  memberships: Memberships;
}

/** Sign-up, sign-in, sessions, and the guard every other module's routes use. */
export function createAuthModule(deps: AuthModuleDeps): AuthModule {
  const { config } = deps;
  const tokens = createAccessTokens(deriveKey(deps.appSecret, 'access-token'), config.accessTokenTtlSeconds);
  const epochs = createTokenEpochs(deps.database, deps.log);
  const memberships = createMemberships(deps.database, deps.log);
  const admit = createAdmission(epochs, memberships);
  const requireUser = createAuthGuard(tokens, admit);
  const downloadLinks = createDownloadLinks(deriveKey(deps.appSecret, 'download-link'), epochs, requireUser, admit);
  const workspacesRepo = createWorkspacesRepo(deps.database);
  const workspaceNames = createWorkspaceNames(workspacesRepo);
  const forget = (userId: string) => {
    memberships.forget(userId);
    workspaceNames.forget(userId);
  };
  const repo = createAuthRepo(deps.database.db);
  const team = createTeamService({
    repo: createTeamRepo(deps.database),
    async endSessions(userId) {
      await repo.revokeAllOfUser(userId);
      await epochs.raise(userId);
    },
    forget,
    seatLimit: deps.seatLimit,
    accountIds: deps.accountIds,
    onMemberRemoved: deps.onMemberRemoved,
    beforeWorkspaceDelete: deps.beforeWorkspaceDelete,
    log: deps.log,
  });
  const service = createAuthService({
    repo,
    tokens,
    epochs,
    workspaces: workspacesRepo,
    memberships: { membership: memberships.membership, forget },
    invitations: team,
    refreshTtlDays: config.refreshTokenTtlDays,
    onWorkspaceCreated: deps.onWorkspaceCreated,
  });
  return {
    requireUser,
    requireUserOrLink: downloadLinks.requireUserOrLink,
    epochs,
    memberships,
    routes: async (api) => {
      await api.register(downloadLinks.routes);
      await api.register(authRoutes, {
        service,
        workspaces: workspaceNames,
        requireUser,
        refreshTtlDays: config.refreshTokenTtlDays,
        loginLimits: config.loginLimits,
        registerLimits: config.registerLimits,
      });
      await api.register(teamRoutes, { team, auth: service, requireUser, refreshTtlDays: config.refreshTokenTtlDays });
    },
    async start() {
      await Promise.all([epochs.start(), memberships.start()]);
    },
    async stop() {
      memberships.stop();
      await epochs.close();
    },
  };
}
