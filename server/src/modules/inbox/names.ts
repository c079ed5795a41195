import type { FastifyBaseLogger } from 'fastify';
import type { PlatformSession } from '../../platform/gateway';
import type { NewConversation } from './ingest';
import type { InboxRepo } from './repo';

export interface KnownContact {
  name: string;
  avatar: string | null;
}

export interface NameSources {
  /** The account's stored friends and groups by id (the social module's). */
  storedContacts(workspaceId: string, accountId: string, ids: { userIds: string[]; groupIds: string[] }): Promise<Map<string, KnownContact>>;
  /** The account's live session in this process, for people and groups the stores do not hold (strangers). */
  liveSession(accountId: string): PlatformSession | undefined;
}

/** Lookups waiting at most; beyond, new conversations keep their fallback name until a message tells theirs. */
const MAX_WAITING = 5_000;

/**
 * Names conversations stored without one: a stored friend or group first, else the platform through the account's
 * live session (a stranger's profile, a group's details); nothing found leaves the fallback ('Người dùng Zalo') and is
 * not asked again. One lookup at a time, in the background: storing messages never waits for it.
 */
export function createNamer(deps: { repo: InboxRepo; sources: NameSources; log: FastifyBaseLogger }) {
  const { repo, sources, log } = deps;
  const waiting = new Map<string, NewConversation>();
  let running: Promise<void> | undefined;

  async function lookUp(conversation: NewConversation): Promise<KnownContact | null> {
    const { workspaceId, accountId, type, threadId } = conversation;
    const stored = await sources.storedContacts(workspaceId, accountId, type === 'user' ? { userIds: [threadId], groupIds: [] } : { userIds: [], groupIds: [threadId] });
    const known = stored.get(threadId);
    if (known) return known;
    const session = sources.liveSession(accountId);
    if (!session) return null;
    if (type === 'user') {
      const [user] = await session.getUsersInfo([threadId]);
      return user ? { name: user.displayName || user.zaloName, avatar: user.avatar || null } : null;
    }
    const [group] = await session.getGroups([threadId]);
    return group ? { name: group.name, avatar: group.avatar || null } : null;
  }

  async function work(): Promise<void> {
    for (const [id, conversation] of waiting) {
      waiting.delete(id);
      try {
        const found = await lookUp(conversation);
        if (found?.name) await repo.setName(id, found.name, found.avatar);
        else await repo.markNamed(id);
      } catch (error) {
        log.info({ err: error, conversationId: id }, 'conversation name not found');
        await repo.markNamed(id).catch(() => undefined);
      }
    }
  }

  function name(conversations: NewConversation[]): void {
    for (const conversation of conversations) if (waiting.size < MAX_WAITING) waiting.set(conversation.id, conversation);
    running ??= work().finally(() => {
      running = undefined;
      if (waiting.size > 0) name([]);
    });
  }

  return {
    name,
    /** Resolves when every lookup asked so far is done (tests, shutdown). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}
export type Namer = ReturnType<typeof createNamer>;
