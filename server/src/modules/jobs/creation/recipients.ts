import { JOB_CREATION_MESSAGES } from 'shared-sdk/schemas';
import { badRequest } from '../../../http/errors';
import { needsRelogin } from '../../../platform/errors';
import type { PlatformSession } from '../../../platform/gateway';
import { type GroupInfo, normalisePhone } from '../../../platform/types';
import type { RecipientDraft } from '../job-draft';
import type { GroupRef } from '../../social';

/** Resolving recipients through the platform (groups come from the store first: see social/groups/stored-groups.ts). */

const unique = <T>(values: T[]) => [...new Set(values)];
const VIETNAMESE_PHONE = /^0\d{9,10}$/;

/** The groups among `groupIds` this account is in, and the ids it cannot reach (left, deleted, never joined). */
export async function groupsOf(session: PlatformSession, groupIds: string[]): Promise<{ found: GroupInfo[]; missing: string[] }> {
  const found = await session.getGroups(unique(groupIds));
  const seen = new Set(found.map((group) => group.groupId));
  return { found, missing: groupIds.filter((id) => !seen.has(id)) };
}

/** Every group must be reachable: a 400 containing 'không thể truy cập' otherwise. */
export async function requireGroups(session: PlatformSession, groupIds: string[]): Promise<GroupInfo[]> {
  const { found, missing } = await groupsOf(session, groupIds);
  if (missing.length > 0) throw badRequest(JOB_CREATION_MESSAGES.groupsInaccessible(missing.length));
  return found;
}

/** The members of the groups, each person once, without `exclude` (the account itself, say). */
export async function membersOf(session: PlatformSession, groups: GroupRef[], exclude: ReadonlySet<string>): Promise<RecipientDraft[]> {
  // A community lists its admins only: a job to its "members" would reach one or two people, not the thousands shown.
  const hidden = groups.filter((group) => group.isCommunity);
  if (hidden.length > 0) throw badRequest(JOB_CREATION_MESSAGES.communityMembersHidden(hidden.map((group) => group.name)));
  const recipients = new Map<string, RecipientDraft>();
  for (const group of groups) {
    for (const member of await session.getGroupMembers(group.groupId)) {
      if (exclude.has(member.userId) || recipients.has(member.userId)) continue;
      recipients.set(member.userId, { targetId: member.userId, targetType: 'user', displayName: member.displayName || null, globalId: member.globalId || null });
    }
  }
  return [...recipients.values()];
}

/** People a friend request can go to: not the account, not a friend, not already asked. */
export async function notYetAsked(session: PlatformSession, candidates: RecipientDraft[]): Promise<RecipientDraft[]> {
  const [friends, sent] = await Promise.all([session.listFriends(), session.listSentFriendRequests()]);
  const skip = new Set([session.userId, ...friends.map((f) => f.userId), ...sent.map((r) => r.userId)]);
  return candidates.filter((candidate) => !skip.has(candidate.targetId));
}

/** Platform user ids as recipients, named when the platform tells (a failed lookup only costs the names). */
export async function usersByIds(session: PlatformSession, userIds: string[]): Promise<RecipientDraft[]> {
  const ids = unique(userIds);
  const names = new Map<string, string>();
  const globalIds = new Map<string, string>();
  try {
    for (const user of await session.getUsersInfo(ids)) {
      names.set(user.userId, user.displayName);
      if (user.globalId) globalIds.set(user.userId, user.globalId);
    }
  } catch (error) {
    if (needsRelogin(error)) throw error;
  }
  return ids.map((id) => ({ targetId: id, targetType: 'user', displayName: names.get(id) || null, globalId: globalIds.get(id) ?? null }));
}

/** Phone numbers in 0xxxxxxxxx form, each once; the engine looks each one up when its turn comes. */
export function phoneRecipients(phones: string[]): RecipientDraft[] {
  const normalised = unique(phones.map((phone) => phone.trim()).filter(Boolean));
  const invalid = normalised.filter((phone) => !VIETNAMESE_PHONE.test(normalisePhone(phone)));
  if (invalid.length > 0) throw badRequest(JOB_CREATION_MESSAGES.invalidPhones(invalid.slice(0, 5).join(', ')));
  return unique(normalised.map(normalisePhone)).map((phone) => ({ targetId: phone, targetType: 'phone', displayName: phone }));
}
