import { type ApiKey, type ApiKeyCreateInput, type ApiKeyUpdateInput, INTEGRATION_MESSAGES } from 'shared-sdk/schemas';
import { badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { hashApiKey, newApiKey, SHOWN_PREFIX_LENGTH } from './keys';
import type { ApiKeyRow, ApiKeysRepo } from './repo';

export interface ApiKeysServiceDeps {
  repo: ApiKeysRepo;
  /** The workspace's Zalo accounts (the accounts module's): a key's accounts are among them. */
  accountIds(workspaceId: string): Promise<string[]>;
  /** People's e-mails by id (the auth module's), for "created by". */
  emailsOf(userIds: string[]): Promise<Map<string, string>>;
  /** Whether the person is (still) an OWNER or ADMIN of the workspace: a key acts in its creator's name. */
  managesWorkspace(userId: string, workspaceId: string): Promise<boolean>;
  /** A key changed in this process: the gate's copy goes at once (other processes hear the notification). */
  changed(keyHash: string): void;
  now?: () => Date;
}

function statusOf(row: ApiKeyRow, now: Date, creatorManages: boolean): ApiKey['status'] {
  if (row.revokedAt) return 'REVOKED';
  if (row.expiresAt && row.expiresAt <= now) return 'EXPIRED';
  if (row.pausedAt) return 'PAUSED';
  return creatorManages ? 'ACTIVE' : 'SUSPENDED';
}

/**
 * The workspace's API keys: made with a name, a scope, maybe accounts and an expiry; shown once; edited, paused and
 * resumed; revoked, never deleted (a revoked key stays listed, as it was).
 */
export function createApiKeysService(deps: ApiKeysServiceDeps) {
  const now = deps.now ?? (() => new Date());

  async function toApiKeys(rows: ApiKeyRow[]): Promise<ApiKey[]> {
    const creators = [...new Set(rows.map((row) => row.createdBy).filter((id): id is string => id !== null))];
    const emails = await deps.emailsOf(creators);
    // Each creator once: whether they may still act for the workspace (the memberships are cached, no query each).
    const managing = new Map<string, boolean>();
    for (const row of rows) {
      const key = `${row.createdBy}:${row.workspaceId}`;
      if (row.createdBy && !managing.has(key)) managing.set(key, await deps.managesWorkspace(row.createdBy, row.workspaceId));
    }
    const at = now();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scope: row.scope,
      accountIds: row.accountIds,
      createdBy: row.createdBy ? { id: row.createdBy, email: emails.get(row.createdBy) ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      lastUsedIp: row.lastUsedIp,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      pausedAt: row.pausedAt?.toISOString() ?? null,
      status: statusOf(row, at, managing.get(`${row.createdBy}:${row.workspaceId}`) === true),
    }));
  }

  /** A future date, or null (never expires). */
  function checkExpiry(text: string | null): Date | null {
    const expiresAt = text ? new Date(text) : null;
    if (expiresAt && Number.isNaN(expiresAt.getTime())) throw badRequest(INTEGRATION_MESSAGES.invalidExpiry, { expiresAt: INTEGRATION_MESSAGES.invalidExpiry });
    if (expiresAt && expiresAt <= now()) throw badRequest(INTEGRATION_MESSAGES.expiryInPast, { expiresAt: INTEGRATION_MESSAGES.expiryInPast });
    return expiresAt;
  }

  async function checkAccounts(workspaceId: string, accountIds: string[] | null): Promise<string[] | null> {
    if (accountIds === null) return null;
    const wanted = [...new Set(accountIds)];
    const known = new Set(await deps.accountIds(workspaceId));
    if (wanted.some((id) => !isUuid(id) || !known.has(id))) throw badRequest(INTEGRATION_MESSAGES.unknownAccount, { accountIds: INTEGRATION_MESSAGES.unknownAccount });
    return wanted;
  }

  return {
    list: async (workspaceId: string): Promise<ApiKey[]> => toApiKeys(await deps.repo.list(workspaceId)),

    /** The new key, with the whole key in `key`: the only time it is ever shown. */
    async create(workspaceId: string, userId: string, input: ApiKeyCreateInput): Promise<ApiKey> {
      const expiresAt = checkExpiry(input.expiresAt);
      const accountIds = await checkAccounts(workspaceId, input.accountIds);
      const key = newApiKey();
      const row = await deps.repo.insert({
        workspaceId,
        name: input.name,
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: hashApiKey(key),
        scope: input.scope,
        accountIds,
        createdBy: userId,
        expiresAt,
      });
      const [created] = await toApiKeys([row]);
      return { ...created, key };
    },

    /**
     * What the input gives changes, from the key's next request on (in every process); `paused` pauses it (refused
     * until resumed) or resumes it. The key itself stays the same. A revoked key is not edited.
     */
    async update(workspaceId: string, id: string, input: ApiKeyUpdateInput): Promise<ApiKey> {
      if (!isUuid(id)) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
      const changes = {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.scope !== undefined && { scope: input.scope }),
        ...(input.accountIds !== undefined && { accountIds: await checkAccounts(workspaceId, input.accountIds) }),
        ...(input.expiresAt !== undefined && { expiresAt: checkExpiry(input.expiresAt) }),
        ...(input.paused !== undefined && { pausedAt: input.paused ? now() : null }),
      };
      const current = await deps.repo.find(workspaceId, id);
      if (!current) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
      if (current.revokedAt) throw badRequest(INTEGRATION_MESSAGES.keyRevokedNoEdit);
      // Pausing a paused key keeps when it was paused.
      if (changes.pausedAt && current.pausedAt) delete changes.pausedAt;
      const row = Object.keys(changes).length > 0 ? await deps.repo.update(workspaceId, id, changes) : current;
      if (!row) throw badRequest(INTEGRATION_MESSAGES.keyRevokedNoEdit);
      deps.changed(row.keyHash);
      const [updated] = await toApiKeys([row]);
      return updated;
    },

    /** Revoked at once (the next request with it is refused), and kept in the list; revoking it again changes nothing. */
    async revoke(workspaceId: string, id: string): Promise<ApiKey> {
      if (!isUuid(id)) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
      const row = (await deps.repo.revoke(workspaceId, id)) ?? (await deps.repo.find(workspaceId, id));
      if (!row) throw notFound(INTEGRATION_MESSAGES.keyNotFound);
      deps.changed(row.keyHash);
      const [revoked] = await toApiKeys([row]);
      return revoked;
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
