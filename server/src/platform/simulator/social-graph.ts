import { createHash } from 'node:crypto';
import { PlatformError } from '../errors';
import {
  type AddToGroupResult,
  type Friend,
  type GroupInfo,
  type GroupMember,
  normalisePhone,
  type Profile,
  type ReceivedFriendRequest,
  type SentFriendRequest,
  type UserSummary,
} from '../types';
import { mapOf, type Population, type SimFriendRequest, type SimGroup, type SimUser, setOf } from './population';
import type { SimLimits } from './limits';
import { globalIdOf, uidFor, worldIdFor } from './viewer-ids';

/**
 * Who is who in the simulated Zalo and whom they know: its people, their friendships and friend requests, blocks
 * and groups, with Zalo's rules for changing them. SimWorld builds on it with sessions, messages and limits.
 */
export class SimSocialGraph {
  private readonly joinRequests = new Map<string, Set<string>>();

  constructor(
    protected readonly population: Population,
    readonly limits: SimLimits,
    readonly now: () => number,
  ) {}

  // ── Reading the world ────────────────────────────────────────────────────────────────────────────────

  users(): readonly SimUser[] {
    return this.population.users;
  }

  user(userId: string): SimUser {
    const user = this.population.usersById.get(userId);
    if (!user) throw new PlatformError('NOT_FOUND', 'User not found');
    return user;
  }

  userByPhone(phone: string): SimUser | undefined {
    return this.population.usersByPhone.get(normalisePhone(phone));
  }

  groups(): SimGroup[] {
    return [...this.population.groups.values()];
  }

  group(groupId: string): SimGroup {
    const group = this.population.groups.get(groupId);
    if (!group) throw new PlatformError('NOT_FOUND', `No group ${groupId}`);
    return group;
  }

  friendIdsOf(userId: string): Set<string> {
    return setOf(this.population.friends, userId);
  }

  areFriends(a: string, b: string): boolean {
    return this.friendIdsOf(a).has(b);
  }

  groupIdsOf(userId: string): string[] {
    return [...setOf(this.population.groupsOf, userId)];
  }

  hasBlocked(blockerId: string, blockedId: string): boolean {
    return this.population.blocks.get(blockerId)?.has(blockedId) ?? false;
  }

  /** The uid under which the viewer's account sees the person (Zalo gives each viewing account its own). */
  uidFor(viewerId: string, personId: string): string {
    return uidFor(viewerId, personId);
  }

  /** The person (world id) behind a uid the viewer's account was given; undefined for a uid that is not one. */
  personFor(viewerId: string, uid: string): string | undefined {
    const id = worldIdFor(viewerId, uid);
    return id !== undefined && this.population.usersById.has(id) ? id : undefined;
  }

  requestBetween(fromId: string, toId: string): SimFriendRequest | undefined {
    return this.population.requests.get(toId)?.get(fromId);
  }

  // ── What an account reads and does about people and groups (the sessions call these) ─────────────────

  profileOf(userId: string): Profile {
    const user = this.user(userId);
    return { userId: user.id, displayName: user.displayName, avatar: user.avatar, phone: user.phone };
  }

  friendsOf(userId: string): Friend[] {
    return [...this.friendIdsOf(userId)].map((id) => {
      const friend = this.user(id);
      return { ...summaryOf(friend), phone: friend.phone, isActive: isActiveUser(friend.id) };
    });
  }

  groupVersionsOf(userId: string): Record<string, string> {
    return Object.fromEntries(this.groupIdsOf(userId).map((id) => [id, String(this.group(id).version)]));
  }

  groupInfos(userId: string, groupIds: string[]): GroupInfo[] {
    return groupIds
      .map((id) => this.population.groups.get(id))
      .filter((group): group is SimGroup => group !== undefined && group.members.has(userId))
      .map((group) => this.groupInfoOf(group, userId));
  }

  groupMembers(userId: string, groupId: string): GroupMember[] {
    const group = this.memberGroup(userId, groupId);
    return this.visibleMemberIds(group, userId).map((id) => ({ ...summaryOf(this.user(id)), isAdmin: group.adminIds.has(id) }));
  }

  usersInfo(userIds: string[]): UserSummary[] {
    return userIds.flatMap((id) => {
      const user = this.population.usersById.get(id);
      return user ? [summaryOf(user)] : [];
    });
  }

  sentFriendRequests(userId: string): SentFriendRequest[] {
    return [...setOf(this.population.sentRequests, userId)].flatMap((toId) => {
      const request = this.requestBetween(userId, toId);
      return request ? [{ ...summaryOf(this.user(toId)), message: request.message, sentAt: request.at }] : [];
    });
  }

  undoFriendRequest(userId: string, toId: string): void {
    if (!this.requestBetween(userId, toId)) throw new PlatformError('NOT_FOUND', 'No such friend request');
    this.removeRequest(userId, toId);
  }

  receivedFriendRequests(userId: string): ReceivedFriendRequest[] {
    return [...mapOf(this.population.requests, userId)].map(([fromId, request]) => {
      const sender = this.user(fromId);
      return { ...summaryOf(sender), phone: sender.phone, message: request.message, receivedAt: request.at };
    });
  }

  acceptFriendRequest(userId: string, fromId: string): void {
    if (!this.requestBetween(fromId, userId)) throw new PlatformError('NOT_FOUND', 'No such friend request');
    this.makeFriends(userId, fromId);
  }

  addUsersToGroup(userId: string, groupId: string, userIds: string[]): AddToGroupResult {
    const group = this.memberGroup(userId, groupId);
    const result: AddToGroupResult = { added: [], failed: [] };
    for (const id of userIds) {
      if (!this.population.usersById.has(id)) result.failed.push({ userId: id, code: null });
      else if (group.members.has(id)) result.failed.push({ userId: id, code: 178 });
      else {
        this.addMember(group, id);
        result.added.push(id);
      }
    }
    return result;
  }

  joinGroupByLink(userId: string, link: string): void {
    const group = this.population.groupsByLink.get(link.trim().replace(/\/+$/, ''));
    if (!group) throw new PlatformError('NOT_FOUND', 'Group link not found');
    if (group.members.has(userId)) throw new PlatformError('ALREADY_MEMBER');
    if (group.joinApproval) {
      setOf(this.joinRequests, group.id).add(userId);
      throw new PlatformError('APPROVAL_REQUIRED');
    }
    this.addMember(group, userId);
  }

  // ── Controls for tests and demo mode ─────────────────────────────────────────────────────────────────

  block(blockerId: string, blockedId: string): void {
    setOf(this.population.blocks, blockerId).add(blockedId);
  }

  setAcceptsStrangerMessages(userId: string, accepts: boolean): void {
    this.user(userId).acceptsStrangerMessages = accepts;
  }

  addFriendRequest(fromId: string, toId: string, message: string): void {
    setOf(this.population.sentRequests, fromId).add(toId);
    mapOf(this.population.requests, toId).set(fromId, { message, at: this.now() });
  }

  /** Beyond Zalo's cap (maxFriends on either side) the friendship is refused. */
  makeFriends(a: string, b: string): void {
    if (this.areFriends(a, b)) return;
    if (this.friendIdsOf(a).size >= this.limits.maxFriends || this.friendIdsOf(b).size >= this.limits.maxFriends) {
      throw new PlatformError('INVALID_INPUT', `Friends list full (${this.limits.maxFriends})`);
    }
    this.removeRequest(a, b);
    this.removeRequest(b, a);
    this.friendIdsOf(a).add(b);
    this.friendIdsOf(b).add(a);
  }

  /** A new group of these people (the first one created it), e.g. a big group for a benchmark. */
  createGroup(input: { name: string; memberIds: string[]; isCommunity?: boolean }): SimGroup {
    const [creatorId] = input.memberIds;
    const id = `9${String(this.population.groups.size + 1).padStart(18, '0')}`;
    const group: SimGroup = {
      id,
      name: input.name,
      description: '',
      isCommunity: input.isCommunity ?? false,
      creatorId,
      adminIds: new Set([creatorId]),
      members: new Set(),
      extraMemberCount: 0,
      joinApproval: false,
      lockViewMember: false,
      link: `https://zalo.me/g/sim${id}`,
      version: 0,
    };
    this.population.groups.set(id, group);
    this.population.groupsByLink.set(group.link, group);
    for (const memberId of input.memberIds) this.addMember(group, memberId);
    return group;
  }

  /** Renames a group or changes its settings; its version goes up as on Zalo. */
  updateGroup(groupId: string, changes: Partial<Pick<SimGroup, 'name' | 'lockViewMember' | 'isCommunity'>>): void {
    Object.assign(this.group(groupId), changes);
    this.group(groupId).version += 1;
  }

  /** The person leaves the group (or is removed from it). */
  leaveGroup(userId: string, groupId: string): void {
    const group = this.group(groupId);
    group.members.delete(userId);
    group.adminIds.delete(userId);
    this.population.groupsOf.get(userId)?.delete(groupId);
    group.version += 1;
  }

  // ── Internals ────────────────────────────────────────────────────────────────────────────────────────

  /** The group, when the account is one of its members; else NOT_FOUND, as Zalo answers a stranger. */
  protected memberGroup(userId: string, groupId: string): SimGroup {
    const group = this.population.groups.get(groupId);
    if (!group || !group.members.has(userId)) throw new PlatformError('NOT_FOUND', 'Group not found');
    return group;
  }

  private groupInfoOf(group: SimGroup, viewerId: string): GroupInfo {
    return {
      groupId: group.id,
      name: group.name,
      description: group.description,
      avatar: '',
      isCommunity: group.isCommunity,
      memberCount: group.members.size + group.extraMemberCount,
      creatorId: group.creatorId,
      adminIds: [...group.adminIds],
      memberIds: this.visibleMemberIds(group, viewerId),
      joinApproval: group.joinApproval,
      lockViewMember: group.lockViewMember,
    };
  }

  /** Community groups hide their members, and so does a group that locks its list to non-admins: only the admins show. */
  private visibleMemberIds(group: SimGroup, viewerId: string): string[] {
    const hidden = group.isCommunity || (group.lockViewMember && !group.adminIds.has(viewerId));
    return hidden ? [...group.adminIds] : [...group.members];
  }

  private addMember(group: SimGroup, userId: string): void {
    group.version += 1;
    group.members.add(userId);
    setOf(this.population.groupsOf, userId).add(group.id);
    this.joinRequests.get(group.id)?.delete(userId);
  }

  private removeRequest(fromId: string, toId: string): void {
    this.population.requests.get(toId)?.delete(fromId);
    this.population.sentRequests.get(fromId)?.delete(toId);
  }
}

export function summaryOf(user: SimUser): UserSummary {
  return { userId: user.id, displayName: user.displayName, zaloName: user.zaloName, avatar: user.avatar, globalId: globalIdOf(user.id) };
}

/** Zalo's activity flag: most simulated people are active, a fixed few are not. */
export function isActiveUser(userId: string): boolean {
  return createHash('sha1').update(`active:${userId}`).digest()[0] % 7 !== 0;
}
