import { badRequest, conflict, notFound } from '../../../http/errors';
import { isUuid } from '../../../http/ids';
import type { TagKind } from './kinds';
import type { Tag, TagsRepo } from './repo';

type CreateBody = { name: string; description?: string | null; color: string };
type UpdateBody = Partial<CreateBody>;

/**
 * The stored ids of the things a select-all takes: the kind's filter resolved on the server, so
 * any number can be tagged at once. Throws the kind's 400/404 for a bad filter.
 */
export type SelectTargets = (userId: string, selection: unknown) => Promise<string[]>;

/** One kind's tags: names unique per user, assignment idempotent. */
export function createTagsService<Count extends string, Ids extends string>(kind: TagKind<Count, Ids>, tags: TagsRepo<Count, Ids>, selectTargets?: SelectTargets) {
  const { messages, countKey, idsKey } = kind;
  type AssignBody = { tagIds: string[]; selection?: unknown } & Partial<Record<Ids, string[]>>;

  async function get(userId: string, id: string): Promise<Tag<Count>> {
    const tag = isUuid(id) ? await tags.find(userId, id) : undefined;
    if (!tag) throw notFound(messages.tagNotFound);
    return tag;
  }

  async function assertNameFree(userId: string, name: string | undefined, exceptId?: string) {
    if (name !== undefined && (await tags.nameTaken(userId, name, exceptId))) throw conflict(messages.nameTaken);
  }

  /** Every tag and every tagged thing must be the user's, else the whole call is a 404. */
  async function ownedPairs(userId: string, body: AssignBody) {
    const tagIds = [...new Set(body.tagIds)];
    if (!tagIds.every(isUuid) || (await tags.ownedTagIds(userId, tagIds)).length !== tagIds.length) {
      throw notFound(messages.tagNotFound);
    }
    const listed = body[idsKey];
    if (listed === undefined) {
      // A select-all: the server's own reading of the filter names only the user's things.
      const selected = body.selection !== undefined && selectTargets ? await selectTargets(userId, body.selection) : [];
      if (selected.length === 0) throw badRequest(messages.needsBoth);
      return { targetIds: selected, tagIds };
    }
    const targetIds = [...new Set(listed)];
    if (!targetIds.every(isUuid) || (await tags.ownedTargetIds(userId, targetIds)).length !== targetIds.length) {
      throw notFound(messages.targetNotFound);
    }
    return { targetIds, tagIds };
  }

  return {
    list: async (userId: string) => ({ tags: await tags.list(userId) }),
    get,

    async create(userId: string, body: CreateBody): Promise<Tag<Count>> {
      await assertNameFree(userId, body.name);
      const id = await tags.create(userId, { name: body.name, color: body.color, description: body.description || null });
      return get(userId, id);
    },

    async update(userId: string, id: string, body: UpdateBody): Promise<Tag<Count>> {
      await get(userId, id);
      await assertNameFree(userId, body.name, id);
      await tags.update(userId, id, { ...body, description: body.description === undefined ? undefined : body.description || null });
      return get(userId, id);
    },

    /** Allowed while assigned: the assignments go with it (the UI asks first). */
    async remove(userId: string, id: string) {
      const tag = await get(userId, id);
      await tags.remove(userId, id);
      return { id, unassigned: tag[countKey] };
    },

    async assign(userId: string, body: AssignBody) {
      const { targetIds, tagIds } = await ownedPairs(userId, body);
      const assigned = await tags.assign(targetIds, tagIds);
      return { assigned, [countKey]: targetIds.length, tagCount: tagIds.length } as { assigned: number; tagCount: number } & Record<Count, number>;
    },

    async unassign(userId: string, body: AssignBody) {
      const { targetIds, tagIds } = await ownedPairs(userId, body);
      return { unassigned: await tags.unassign(targetIds, tagIds) };
    },

    stats: async (userId: string) => ({ stats: await tags.stats(userId) }),
    colors: () => ({ colors: [...kind.palette] }),
  };
}
export type TagsService<Count extends string, Ids extends string> = ReturnType<typeof createTagsService<Count, Ids>>;
