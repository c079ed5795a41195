import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { INTEGRATION_MESSAGES } from 'shared-sdk/schemas';
import type { Database } from '../../db/client';
import { createUserVersions } from '../../db/user-versions';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import { digestApiKey, keyOfRequest, sameDigest } from './keys';
import { keyRefusal } from './refused-routes';
import type { ApiKeyRow, ApiKeysRepo } from './repo';

/** Migration 0054's trigger notifies it with the key's hash on every change that counts here. */
const CHANNEL = 'api_keys';
/** The last use is written at most this often per key (and per process): no write per request. */
const TOUCH_EVERY_MS = 60_000;
const READS = new Set(['GET', 'HEAD']);

interface KeyRecord {
  id: string;
  digest: Buffer;
  workspaceId: string;
  name: string;
  scope: 'read' | 'write';
  accountIds: ReadonlySet<string> | null;
  createdBy: string | null;
  expiresAt: number | null;
  revoked: boolean;
  paused: boolean;
}

const toRecord = (row: ApiKeyRow | undefined): KeyRecord | null =>
  row
    ? {
        id: row.id,
        digest: Buffer.from(row.keyHash, 'hex'),
        workspaceId: row.workspaceId,
        name: row.name,
        scope: row.scope,
        accountIds: row.accountIds ? new Set(row.accountIds) : null,
        createdBy: row.createdBy,
        expiresAt: row.expiresAt ? row.expiresAt.getTime() : null,
        revoked: row.revokedAt !== null,
        paused: row.pausedAt !== null,
      }
    : null;

class RateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, INTEGRATION_MESSAGES.keyRateLimited);
  }
}

export interface ApiKeyGateDeps {
  repo: ApiKeysRepo;
  database: Pick<Database, 'listen'>;
  log: FastifyBaseLogger;
  /** Requests one key may make per minute in this process (API_KEY_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** Whether the person is (still) an OWNER or ADMIN of the workspace (the auth module's memberships, kept current). */
  managesWorkspace(userId: string, workspaceId: string): Promise<boolean>;
  now?: () => number;
}

/**
 * Lets in a request made with an API key, before any route's own hooks. Refused: a route keys never reach (403); an
 * unknown, expired or revoked key, or one whose creator is no longer the workspace's OWNER or an ADMIN (401); a paused
 * key (403); a key over its rate (429 with Retry-After); a read-only key on a write (403). The key's row is read once
 * by its hash and kept until it changes in any process (LISTEN on api_keys), so a revocation, a pause or an edit counts
 * at the next request. A request let in acts as the key's workspace (an ADMIN with the key's accounts) in the name of
 * the key's creator; the auth guard of each route then lets it through.
 */
export function createApiKeyGate(deps: ApiKeyGateDeps) {
  const now = deps.now ?? Date.now;
  const keys = createUserVersions<KeyRecord | null>({
    database: deps.database,
    channels: [CHANNEL],
    read: async (keyHash) => toRecord(await deps.repo.byHash(keyHash)),
    now,
  });

  /** A token bucket per key: full at `ratePerMinute`, refilled continuously. */
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = deps.ratePerMinute / 60_000;
  function take(keyId: string): void {
    const at = now();
    const bucket = buckets.get(keyId) ?? { tokens: deps.ratePerMinute, at };
    bucket.tokens = Math.min(deps.ratePerMinute, bucket.tokens + (at - bucket.at) * perMs);
    bucket.at = at;
    buckets.set(keyId, bucket);
    if (bucket.tokens < 1) throw new RateLimited(Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)));
    bucket.tokens -= 1;
  }

  const touched = new Map<string, number>();
  const writing = new Set<Promise<void>>();
  function noteUse(keyId: string, ip: string): void {
    const at = now();
    if (at - (touched.get(keyId) ?? 0) < TOUCH_EVERY_MS) return;
    touched.set(keyId, at);
    const write = deps.repo
      .touch([{ id: keyId, at: new Date(at), ip }])
      .catch((error: unknown) => deps.log.warn({ err: error }, 'API key last use not recorded'))
      .finally(() => writing.delete(write));
    writing.add(write);
  }

  async function admit(request: FastifyRequest): Promise<void> {
    // A person's session (most requests) costs this look at two headers, nothing more.
    const key = keyOfRequest(request.headers);
    if (key === null) return;
    const url = request.routeOptions.url;
    if (!url?.startsWith(`${API_BASE_PATH}/`)) return;
    if (keyRefusal(request.method, url)) throw forbidden(INTEGRATION_MESSAGES.keyNotAllowed);
    const digest = digestApiKey(key);
    const record = await keys.versionOf(digest.toString('hex'));
    const expired = record?.expiresAt != null && record.expiresAt <= now();
    // A key whose creator is gone acts in nobody's name: refused like a revoked one.
    if (!record || !sameDigest(record.digest, digest) || record.revoked || expired || !record.createdBy) throw unauthorized(INTEGRATION_MESSAGES.keyInvalid);
    // A key acts in its creator's name: it stops when they leave the workspace or are no longer its OWNER or an ADMIN.
    if (!(await deps.managesWorkspace(record.createdBy, record.workspaceId))) throw unauthorized(INTEGRATION_MESSAGES.keyInvalid);
    if (record.paused) throw forbidden(INTEGRATION_MESSAGES.keyPaused);
    take(record.id);
    if (record.scope === 'read' && !READS.has(request.method)) throw forbidden(INTEGRATION_MESSAGES.keyReadOnly);
    request.apiKey = { id: record.id, name: record.name, scope: record.scope };
    request.user = { id: record.createdBy, role: 'USER' };
    request.workspace = { id: record.workspaceId, role: 'ADMIN', accountIds: record.accountIds };
    noteUse(record.id, request.ip);
  }

  return {
    /** The onRequest hook of every route (added before the routes). */
    admit,
    /** This process's copy of the key is stale (it changed it itself); others hear the notification. */
    forget: (keyHash: string) => keys.forget(keyHash),
    async start(): Promise<void> {
      await keys.start().catch((error: unknown) => deps.log.warn({ err: error }, 'API key listener did not start'));
    },
    async stop(): Promise<void> {
      keys.stop();
      await Promise.all([...writing]);
    },
  };
}
export type ApiKeyGate = ReturnType<typeof createApiKeyGate>;
