import * as v from 'valibot';
import {
  type CreateFriendTagSchema,
  FRIEND_MESSAGES,
  FRIEND_TAG_PALETTE,
  type FriendTag,
  type FriendTagAssignSchema,
  type FriendTagStats,
  type UpdateFriendTagSchema,
} from 'shared-sdk/schemas';
import { conflict, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import { requireOwnedFriends } from './friends-service';
import type { FriendsRepo } from './repo';
import type { FriendTagsRepo } from './tags-repo';

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** The user's friend tags (spec part 2 §3, §5, §7): names unique per user, assignment idempotent. */
export function createFriendTagsService(deps: { tags: FriendTagsRepo; friends: FriendsRepo }) {
  const { tags, friends } = deps;

  async function get(userId: string, id: string): Promise<FriendTag> {
    const tag = isUuid(id) ? await tags.find(userId, id) : undefined;
    if (!tag) throw notFound(FRIEND_MESSAGES.tagNotFound);
    return tag;
  }

  async function assertNameFree(userId: string, name: string | undefined, exceptId?: string) {
    if (name !== undefined && (await tags.nameTaken(userId, name, exceptId))) throw conflict(FRIEND_MESSAGES.nameTaken);
  }

  async function ownedPairs(userId: string, body: Out<typeof FriendTagAssignSchema>) {
    const tagIds = [...new Set(body.tagIds)];
    if (!tagIds.every(isUuid) || (await tags.ownedTagIds(userId, tagIds)).length !== tagIds.length) {
      throw notFound(FRIEND_MESSAGES.tagNotFound);
    }
    return { friendIds: await requireOwnedFriends(friends, userId, body.friendIds), tagIds };
  }

  return {
    list: async (userId: string) => ({ tags: await tags.list(userId) }),
    get,

    async create(userId: string, body: Out<typeof CreateFriendTagSchema>): Promise<FriendTag> {
      await assertNameFree(userId, body.name);
      const id = await tags.create(userId, { name: body.name, color: body.color, description: body.description || null });
      return get(userId, id);
    },

    async update(userId: string, id: string, body: Out<typeof UpdateFriendTagSchema>): Promise<FriendTag> {
      await get(userId, id);
      await assertNameFree(userId, body.name, id);
      await tags.update(userId, id, { ...body, description: body.description === undefined ? undefined : body.description || null });
      return get(userId, id);
    },

    /** Allowed while assigned: the assignments go with it (the UI asks first). */
    async remove(userId: string, id: string) {
      const tag = await get(userId, id);
      await tags.remove(userId, id);
      return { id, unassigned: tag.friendCount };
    },

    async assign(userId: string, body: Out<typeof FriendTagAssignSchema>) {
      const { friendIds, tagIds } = await ownedPairs(userId, body);
      return { assigned: await tags.assign(friendIds, tagIds), friendCount: friendIds.length, tagCount: tagIds.length };
    },

    async unassign(userId: string, body: Out<typeof FriendTagAssignSchema>) {
      const { friendIds, tagIds } = await ownedPairs(userId, body);
      return { unassigned: await tags.unassign(friendIds, tagIds) };
    },

    stats: async (userId: string): Promise<{ stats: FriendTagStats }> => ({ stats: await tags.stats(userId) }),
    colors: () => ({ colors: [...FRIEND_TAG_PALETTE] }),
  };
}
export type FriendTagsService = ReturnType<typeof createFriendTagsService>;
