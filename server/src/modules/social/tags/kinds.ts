import type * as v from 'valibot';
import {
  CreateFriendTagSchema,
  CreateGroupTagSchema,
  FRIEND_MESSAGES,
  FRIEND_TAG_PALETTE,
  FriendTagAssignSchema,
  GROUP_MESSAGES,
  GROUP_TAG_PALETTE,
  GroupTagAssignSchema,
  UpdateFriendTagSchema,
  UpdateGroupTagSchema,
} from 'shared-sdk/schemas';

interface TagFieldsIn {
  name: string;
  description?: string | null;
  color: string;
}

/**
 * What tells friend tags and group tags apart (the /friend-tags and /group-tags routes; migrations 0008 and 0015): the routes' base, the
 * tables, the name of the tagged things in the bodies and answers, the messages and the contract's schemas.
 * The table and column names are these constants, never input.
 */
export interface TagKind<Count extends string, Ids extends string> {
  /** The routes' base, e.g. '/friend-tags'. */
  path: string;
  tagTable: string;
  assignmentTable: string;
  /** The tagged things' table and the assignment column pointing at them. */
  targetTable: string;
  targetColumn: string;
  /** A condition on the tagged thing (as `x`) for it to count on its tags, when not every stored one does. */
  countedWhen?: string;
  /** The answers' count of tagged things ('friendCount') and the bodies' list of them ('friendIds'). */
  countKey: Count;
  idsKey: Ids;
  messages: { tagNotFound: string; nameTaken: string; targetNotFound: string; needsBoth: string };
  palette: readonly string[];
  schemas: {
    create: v.GenericSchema<unknown, TagFieldsIn>;
    update: v.GenericSchema<unknown, Partial<TagFieldsIn>>;
    /** The tagged things by id (`friendIds`, `groupIds`) or, after a select-all, as a `selection` (see the service). */
    assign: v.GenericSchema<unknown, { tagIds: string[]; selection?: unknown } & Partial<Record<Ids, string[]>>>;
  };
}

/** Stored friends' tags: a friend gone after a sync keeps its tags but is not counted on them. */
export const FRIEND_TAGS: TagKind<'friendCount', 'friendIds'> = {
  path: '/friend-tags',
  tagTable: 'friend_tags',
  assignmentTable: 'friend_tag_assignments',
  targetTable: 'friends',
  targetColumn: 'friend_id',
  countedWhen: 'x.removed_at IS NULL',
  countKey: 'friendCount',
  idsKey: 'friendIds',
  messages: {
    tagNotFound: FRIEND_MESSAGES.tagNotFound,
    nameTaken: FRIEND_MESSAGES.nameTaken,
    targetNotFound: FRIEND_MESSAGES.friendNotFound,
    needsBoth: FRIEND_MESSAGES.assignNeedsBoth,
  },
  palette: FRIEND_TAG_PALETTE,
  schemas: { create: CreateFriendTagSchema, update: UpdateFriendTagSchema, assign: FriendTagAssignSchema },
};

/** Stored groups' tags: every stored group carrying a tag counts on it. */
export const GROUP_TAGS: TagKind<'groupCount', 'groupIds'> = {
  path: '/group-tags',
  tagTable: 'group_tags',
  assignmentTable: 'group_tag_assignments',
  targetTable: 'groups',
  targetColumn: 'group_id',
  countKey: 'groupCount',
  idsKey: 'groupIds',
  messages: {
    tagNotFound: GROUP_MESSAGES.tagNotFound,
    nameTaken: GROUP_MESSAGES.nameTaken,
    targetNotFound: GROUP_MESSAGES.groupNotFound,
    needsBoth: GROUP_MESSAGES.assignNeedsBoth,
  },
  palette: GROUP_TAG_PALETTE,
  schemas: { create: CreateGroupTagSchema, update: UpdateGroupTagSchema, assign: GroupTagAssignSchema },
};
