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
export type SelectTargets = (workspaceId: string, selection: unknown, scope: string[] | null) => Promise<string[]>;

/**
 * One kind's tags: names unique per workspace, assignment idempotent. `scope` is the accounts the viewer may see (an
 * AGENT's, `accountScope`; null: every account): the counts keep to them and only their things can be tagged.
 */
export function createTagsService<Count extends string, Ids extends string>(kind: TagKind<Count, Ids>, tags: TagsRepo<Count, Ids>, selectTargets?: SelectTargets) {
  const { messages, countKey, idsKey } = kind;
  type AssignBody = { tagIds: string[]; selection?: unknown } & Partial<Record<Ids, string[]>>;

  async function get(workspaceId: string, id: string, scope: string[] | null = null): Promise<Tag<Count>> {
    const tag = isUuid(id) ? await tags.find(workspaceId, id, scope) : undefined;
    if (!tag) throw notFound(messages.tagNotFound);
    return tag;
  }

  async function assertNameFree(workspaceId: string, name: string | undefined, exceptId?: string) {
    if (name !== undefined && (await tags.nameTaken(workspaceId, name, exceptId))) throw conflict(messages.nameTaken);
  }

  /** Every tag must be the workspace's and every tagged thing one the viewer may see, else the whole call is a 404. */
  async function ownedPairs(workspaceId: string, body: AssignBody, scope: string[] | null) {
    const tagIds = [...new Set(body.tagIds)];
    if (!tagIds.every(isUuid) || (await tags.ownedTagIds(workspaceId, tagIds)).length !== tagIds.length) {
      throw notFound(messages.tagNotFound);
    }
    const listed = body[idsKey];
    if (listed === undefined) {
      // A select-all: the server's own reading of the filter names only the things the viewer may see.
      const selected = body.selection !== undefined && selectTargets ? await selectTargets(workspaceId, body.selection, scope) : [];
      if (selected.length === 0) throw badRequest(messages.needsBoth);
      return { targetIds: selected, tagIds };
    }
    const targetIds = [...new Set(listed)];
    if (!targetIds.every(isUuid) || (await tags.ownedTargetIds(workspaceId, targetIds, scope)).length !== targetIds.length) {
      throw notFound(messages.targetNotFound);
    }
    return { targetIds, tagIds };
  }

  return {
    list: async (workspaceId: string, scope: string[] | null) => ({ tags: await tags.list(workspaceId, scope) }),
    get,

    async create(workspaceId: string, body: CreateBody): Promise<Tag<Count>> {
      await assertNameFree(workspaceId, body.name);
      const id = await tags.create(workspaceId, { name: body.name, color: body.color, description: body.description || null });
      return get(workspaceId, id);
    },

    async update(workspaceId: string, id: string, body: UpdateBody): Promise<Tag<Count>> {
      await get(workspaceId, id);
      await assertNameFree(workspaceId, body.name, id);
      await tags.update(workspaceId, id, { ...body, description: body.description === undefined ? undefined : body.description || null });
      return get(workspaceId, id);
    },

    /** Allowed while assigned: the assignments go with it (the UI asks first). */
    async remove(workspaceId: string, id: string) {
      const tag = await get(workspaceId, id);
      await tags.remove(workspaceId, id);
      return { id, unassigned: tag[countKey] };
    },

    async assign(workspaceId: string, body: AssignBody, scope: string[] | null) {
      const { targetIds, tagIds } = await ownedPairs(workspaceId, body, scope);
      const assigned = await tags.assign(targetIds, tagIds);
      return { assigned, [countKey]: targetIds.length, tagCount: tagIds.length } as { assigned: number; tagCount: number } & Record<Count, number>;
    },

    async unassign(workspaceId: string, body: AssignBody, scope: string[] | null) {
      const { targetIds, tagIds } = await ownedPairs(workspaceId, body, scope);
      return { unassigned: await tags.unassign(targetIds, tagIds) };
    },

    stats: async (workspaceId: string, scope: string[] | null) => ({ stats: await tags.stats(workspaceId, scope) }),
    colors: () => ({ colors: [...kind.palette] }),
  };
}
export type TagsService<Count extends string, Ids extends string> = ReturnType<typeof createTagsService<Count, Ids>>;
