import * as v from 'valibot';
import {
  type CreateGroupTagSchema,
  GROUP_MESSAGES,
  GROUP_TAG_PALETTE,
  type GroupTag,
  type GroupTagAssignSchema,
  type GroupTagStats,
  type UpdateGroupTagSchema,
} from 'shared-sdk/schemas';
import { conflict, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import type { GroupsRepo } from './repo';
import type { GroupTagsRepo } from './tags-repo';

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** The user's group tags (spec part 2 §3, §5, §7): the same rules as friend tags. */
export function createGroupTagsService(deps: { tags: GroupTagsRepo; groups: GroupsRepo }) {
  const { tags, groups } = deps;

  async function get(userId: string, id: string): Promise<GroupTag> {
    const tag = isUuid(id) ? await tags.find(userId, id) : undefined;
    if (!tag) throw notFound(GROUP_MESSAGES.tagNotFound);
    return tag;
  }

  async function assertNameFree(userId: string, name: string | undefined, exceptId?: string) {
    if (name !== undefined && (await tags.nameTaken(userId, name, exceptId))) throw conflict(GROUP_MESSAGES.nameTaken);
  }

  /** Every tag and every group must be the user's, else the whole call is a 404. */
  async function ownedPairs(userId: string, body: Out<typeof GroupTagAssignSchema>) {
    const tagIds = [...new Set(body.tagIds)];
    if (!tagIds.every(isUuid) || (await tags.ownedTagIds(userId, tagIds)).length !== tagIds.length) {
      throw notFound(GROUP_MESSAGES.tagNotFound);
    }
    const groupIds = [...new Set(body.groupIds)];
    if (!groupIds.every(isUuid) || (await groups.ownedGroupIds(userId, groupIds)).length !== groupIds.length) {
      throw notFound(GROUP_MESSAGES.groupNotFound);
    }
    return { groupIds, tagIds };
  }

  return {
    list: async (userId: string) => ({ tags: await tags.list(userId) }),
    get,

    async create(userId: string, body: Out<typeof CreateGroupTagSchema>): Promise<GroupTag> {
      await assertNameFree(userId, body.name);
      const id = await tags.create(userId, { name: body.name, color: body.color, description: body.description || null });
      return get(userId, id);
    },

    async update(userId: string, id: string, body: Out<typeof UpdateGroupTagSchema>): Promise<GroupTag> {
      await get(userId, id);
      await assertNameFree(userId, body.name, id);
      await tags.update(userId, id, { ...body, description: body.description === undefined ? undefined : body.description || null });
      return get(userId, id);
    },

    /** Allowed while assigned: the assignments go with it (the UI asks first). */
    async remove(userId: string, id: string) {
      const tag = await get(userId, id);
      await tags.remove(userId, id);
      return { id, unassigned: tag.groupCount };
    },

    async assign(userId: string, body: Out<typeof GroupTagAssignSchema>) {
      const { groupIds, tagIds } = await ownedPairs(userId, body);
      return { assigned: await tags.assign(groupIds, tagIds), groupCount: groupIds.length, tagCount: tagIds.length };
    },

    async unassign(userId: string, body: Out<typeof GroupTagAssignSchema>) {
      const { groupIds, tagIds } = await ownedPairs(userId, body);
      return { unassigned: await tags.unassign(groupIds, tagIds) };
    },

    stats: async (userId: string): Promise<{ stats: GroupTagStats }> => ({ stats: await tags.stats(userId) }),
    colors: () => ({ colors: [...GROUP_TAG_PALETTE] }),
  };
}
export type GroupTagsService = ReturnType<typeof createGroupTagsService>;
