import { Random } from './random';
import { CHATTER, PHONE_TEXTS } from './vietnamese';
import type { SimWorld } from './world';

/**
 * Demo mode's gentle background chatter: now and then a friend writes to a listening account, someone writes in one
 * of its groups, or the account's owner writes to a friend from their phone. Never runs in tests unless a test
 * starts it.
 */
export function startChatter(world: SimWorld, intervalMs: number): () => void {
  const random = new Random(`${world.seed}:chatter`);
  const tick = () => {
    for (const userId of world.listeningUserIds()) {
      if (random.chance(0.1)) chatFromFriend(world, random, userId);
      else if (random.chance(0.05)) chatInGroup(world, random, userId);
      else if (random.chance(0.02)) writeFromPhone(world, random, userId);
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

function chatFromFriend(world: SimWorld, random: Random, userId: string): void {
  const friends = [...world.friendIdsOf(userId)];
  if (friends.length === 0) return;
  world.deliverMessage({ fromUserId: random.pick(friends), toUserId: userId, text: random.pick(CHATTER) });
}

function chatInGroup(world: SimWorld, random: Random, userId: string): void {
  const groupIds = world.groupIdsOf(userId);
  if (groupIds.length === 0) return;
  const group = world.group(random.pick(groupIds));
  const speakers = [...group.members].filter((id) => id !== userId);
  if (speakers.length === 0) return;
  world.deliverMessage({ fromUserId: random.pick(speakers), groupId: group.id, text: random.pick(CHATTER) });
}

function writeFromPhone(world: SimWorld, random: Random, userId: string): void {
  const friends = [...world.friendIdsOf(userId)];
  if (friends.length === 0) return;
  world.sendFromPhone({ fromUserId: userId, toUserId: random.pick(friends), text: random.pick(PHONE_TEXTS) });
}
