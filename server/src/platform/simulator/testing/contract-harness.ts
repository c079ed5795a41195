import type { ContractAccount, ContractHarness } from '../../testing/contract';
import { simMedia } from '../media';
import { SIM_USER_AGENT } from '../qr';
import { SimulatorPlatform, type SimulatorOptions } from '../platform';
import type { SimGroup, SimUser } from '../population';
import type { SimWorld } from '../world';

function pickOne<T>(items: Iterable<T>, test: (item: T) => boolean, what: string): T {
  for (const item of items) if (test(item)) return item;
  throw new Error(`The simulated world has no ${what}`);
}

/** A stranger to `userId` in every way: not a friend, no request either way, no block either way. */
function isStranger(world: SimWorld, userId: string, other: SimUser): boolean {
  return (
    other.id !== userId &&
    !world.areFriends(userId, other.id) &&
    !world.requestBetween(userId, other.id) &&
    !world.requestBetween(other.id, userId) &&
    !world.hasBlocked(userId, other.id) &&
    !world.hasBlocked(other.id, userId)
  );
}

function groupsOf(world: SimWorld, userId: string): SimGroup[] {
  return world.groupIdsOf(userId).map((id) => world.group(id));
}

/** The first account with friends, an ordinary group and a community group: every contract fixture, in its uids. */
function contractAccount(world: SimWorld): ContractAccount {
  const user = pickOne(
    world.users(),
    (u) => {
      const groups = groupsOf(world, u.id);
      return world.friendIdsOf(u.id).size >= 2 && groups.some((g) => !g.isCommunity && g.members.size > 2) && groups.some((g) => g.isCommunity);
    },
    'account with friends and both kinds of groups',
  );
  const groups = groupsOf(world, user.id);
  const group = pickOne(groups, (g) => !g.isCommunity && g.members.size > 2, 'ordinary group');
  const friends = [...world.friendIdsOf(user.id)];
  const strangers = world.users().filter((u) => isStranger(world, user.id, u) && u.acceptsStrangerMessages);
  const [stranger, requester] = strangers;
  world.addFriendRequest(requester.id, user.id, 'Chào bạn, kết bạn nhé!');
  const notMine = world.groups().filter((g) => !g.members.has(user.id));
  const imei = 'sim-contract-imei';
  const seen = (id: string) => world.uidFor(user.id, id);
  return {
    credentials: { cookie: world.issueCookie(user.id, imei, SIM_USER_AGENT), imei, userAgent: SIM_USER_AGENT },
    profile: { userId: user.id, displayName: user.displayName },
    friendId: seen(friends[0]),
    otherFriendId: seen(pickOne(friends, (id) => !group.members.has(id), 'friend outside the group')),
    groupId: group.id,
    groupMemberId: seen(pickOne(group.members, (id) => id !== user.id, 'other group member')),
    communityGroupId: pickOne(groups, (g) => g.isCommunity, 'community group').id,
    stranger: { userId: seen(stranger.id), phone: stranger.phone },
    unknownPhone: '0100000000',
    requesterId: seen(requester.id),
    joinableLink: pickOne(notMine, (g) => !g.joinApproval, 'open group').link,
    approvalLink: pickOne(notMine, (g) => g.joinApproval, 'group with approval').link,
    memberLink: group.link,
  };
}

export function createSimulatorHarness(options: Partial<SimulatorOptions> = {}): ContractHarness {
  const platform = new SimulatorPlatform({ seed: 'contract', users: 150, ...options });
  const world = platform.world;
  const account = contractAccount(world);
  const me = account.profile.userId;
  // The contract speaks in the account's uids, the world's controls in world ids.
  const person = (uid: string) => world.personFor(me, uid) ?? uid;
  const seen = (id: string) => world.uidFor(me, id);
  const others = world.users().filter((u) => isStranger(world, me, u) && u.id !== person(account.stranger.userId) && u.id !== person(account.requesterId));
  return {
    platform,
    account,
    scanQr: (id) => platform.qr.scan(id),
    confirmQr: (id) => platform.qr.confirm(id),
    expireQr: (id) => platform.qr.expire(id),
    declineQr: (id) => platform.qr.decline(id),
    deliverIncoming: ({ fromUserId, text, groupId, photo }) => {
      const from = person(fromUserId);
      const content = photo ? simMedia('photo', 1) : { text };
      world.deliverMessage(groupId ? { ...content, fromUserId: from, groupId } : { ...content, fromUserId: from, toUserId: me });
    },
    deliverFromPhone: ({ toUserId, text }) => world.sendFromPhone({ fromUserId: me, toUserId: person(toUserId), text }),
    kickListener: () => world.kick(account.profile.userId),
    dropListenerNetwork: () => world.dropNetwork(account.profile.userId),
    expireSession: () => world.expireSession(account.profile.userId),
    exhaustMessageRateLimit: () => world.exhaustRateLimit(account.profile.userId, 'message'),
    strangerRefusingMessages: () => {
      world.setAcceptsStrangerMessages(others[0].id, false);
      return seen(others[0].id);
    },
    userWhoBlockedAccount: () => {
      world.block(others[1].id, me);
      return seen(others[1].id);
    },
    close: () => platform.close(),
  };
}
