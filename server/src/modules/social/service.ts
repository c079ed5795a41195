import type { Group } from 'shared-sdk/schemas';
import { TtlCache } from '../../lib/ttl-cache';
import type { AccountSessions } from '../bots';

/** A list is read from the platform at most this often per account; the job screens ask for it often. */
export const SOCIAL_CACHE_TTL_MS = 30_000;
const MAX_CACHED_LISTS = 2_000;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'vi');

/**
 * An account's groups, read live from the chat platform (friends are stored: see ./friends). The ownership
 * and status checks run on every call; only the platform's answer is cached.
 */
export function createSocialService(deps: { sessions: AccountSessions; cacheTtlMs?: number }) {
  const { sessions } = deps;
  const ttl = deps.cacheTtlMs ?? SOCIAL_CACHE_TTL_MS;
  const cache = new TtlCache<Group[]>(MAX_CACHED_LISTS);

  async function cached<T extends Group[]>(key: string, read: () => Promise<T>): Promise<T> {
    const hit = cache.get(key) as T | undefined;
    if (hit) return hit;
    const value = await read();
    cache.set(key, value, ttl);
    return value;
  }

  return {
    async groups(userId: string, accountId: string): Promise<Group[]> {
      const account = await sessions.activeAccount(userId, accountId);
      return cached(`groups:${account.id}`, () =>
        sessions.withSession(userId, account, async (session) => {
          const infos = await session.getGroups(await session.listGroupIds());
          return infos
            .map(({ groupId, name, memberCount, isCommunity }) => ({ groupId, name, memberCount, isCommunity }))
            .sort(byName);
        }),
      );
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
