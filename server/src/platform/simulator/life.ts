import { simMedia } from './media';
import { Random } from './random';
import { OPT_OUT_REPLIES, REPLIES } from './vietnamese';
import type { SimMessageRecord, SimWorld } from './world';

/** The share of people written to by an account who answer, and of those answers that opt out or are photos. */
export const REPLY_SHARE = 0.3;
export const OPT_OUT_SHARE = 0.08;
export const PHOTO_SHARE = 0.12;
/** Answers waiting at once at most (a big job in demo mode must not grow memory without bound). */
const MAX_PENDING = 10_000;
const MINUTE_MS = 60_000;

interface PendingReply {
  at: number;
  /** The person who answers (world id) and the account they answer. */
  fromUserId: string;
  toUserId: string;
}

/** When a person answers: most within minutes, some within an hour or two, a few hours later. */
function replyDelayMs(random: Random): number {
  const draw = random.next();
  if (draw < 0.6) return random.int(2, 20) * MINUTE_MS;
  if (draw < 0.9) return random.int(20, 120) * MINUTE_MS;
  return random.int(120, 360) * MINUTE_MS;
}

/**
 * Demo mode's people answer outreach as people do: a share of those an account writes to privately answer after
 * minutes to hours, some with an opt-out word, some with a photo. `tick` delivers the answers that are due (an
 * account not listening then finds them in its history when it reconnects).
 */
export function createLife(world: SimWorld, random = new Random(`${world.seed}:life`)) {
  const pending: PendingReply[] = [];
  const waiting = new Set<string>();

  function onSent(record: SimMessageRecord): void {
    if (record.threadType !== 'user' || pending.length >= MAX_PENDING) return;
    const key = `${record.fromUserId}:${record.threadId}`;
    if (waiting.has(key) || !random.chance(REPLY_SHARE)) return;
    waiting.add(key);
    insertByTime({ at: world.now() + replyDelayMs(random), fromUserId: record.threadId, toUserId: record.fromUserId });
  }

  /** Keeps `pending` in time order by inserting in place: sorting all of it at every message cost a bench's worker 8 % of its CPU. */
  function insertByTime(reply: PendingReply): void {
    let low = 0;
    let high = pending.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (pending[middle].at <= reply.at) low = middle + 1;
      else high = middle;
    }
    pending.splice(low, 0, reply);
  }

  function answer(reply: PendingReply): void {
    waiting.delete(`${reply.toUserId}:${reply.fromUserId}`);
    const draw = random.next();
    const content =
      draw < OPT_OUT_SHARE
        ? { text: random.pick(OPT_OUT_REPLIES) }
        : draw < OPT_OUT_SHARE + PHOTO_SHARE
          ? simMedia('photo', random.int(1, 10_000))
          : { text: random.pick(REPLIES) };
    world.deliverMessage({ ...content, fromUserId: reply.fromUserId, toUserId: reply.toUserId });
  }

  return {
    onSent,
    /** Delivers every answer due by now. */
    tick(): void {
      while (pending.length > 0 && pending[0].at <= world.now()) answer(pending.shift() as PendingReply);
    },
    get pending(): number {
      return pending.length;
    },
  };
}

/** Demo mode: the world's life runs on a timer until the returned function stops it. */
export function startLife(world: SimWorld, tickMs: number): () => void {
  const life = createLife(world);
  const unobserve = world.observeSends(life.onSent);
  const timer = setInterval(life.tick, tickMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unobserve();
  };
}
