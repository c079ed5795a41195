import type { FastifyInstance } from 'fastify';
import { SIM_MEDIA_KINDS, type SimMediaKind, simMedia } from './media';
import type { SimulatorPlatform } from './platform';

interface ContactMessageBody {
  toUserId?: string;
  fromUserId?: string;
  seenBy?: string;
  text?: string;
  kind?: SimMediaKind;
  groupId?: string;
  messageId?: string;
}

/**
 * The simulated Zalo's control panel over HTTP, for browser tests that run the server in another process:
 * a contact writes to an account (text, a photo…), the account's owner writes from their phone, what the accounts
 * sent can be read back, a person accepts an account's friend request, the latest QR login is scanned
 * and confirmed by a chosen Zalo user (a re-login by someone else), and the accounts' logins and live web sessions
 * are counted (a test of several server processes asks each one). Mounted only when
 * ZALO_SIM_CONTROL=true, never by default.
 */
export async function simulatorControlRoutes(app: FastifyInstance, options: { platform: SimulatorPlatform }) {
  const { world, qr } = options.platform;

  // `userId` is a world id, or, with `seenBy` (a Zalo user's own id, e.g. an account's zaloUserId), the uid under
  // which that user sees the person: what a browser test reads from the account's friends.
  app.post<{ Body: { userId?: string; seenBy?: string } }>('/__sim/zalo/qr/scan', async (request, reply) => {
    const id = qr.pendingIds().at(-1);
    if (!id) return reply.status(404).send({ success: false, error: 'Không có đăng nhập QR nào đang chờ' });
    const { userId, seenBy } = request.body ?? {};
    const person = userId && seenBy ? world.personFor(seenBy, userId) : userId;
    if (userId && !world.users().some((user) => user.id === person)) {
      return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    }
    await qr.scan(id, person);
    await qr.confirm(id);
    return { success: true, data: { userId: person ?? null } };
  });

  // `fromUserId` is a world id, or, with `seenBy`, the uid under which that user sees the sender (an account's friend).
  // `kind` makes it a photo, file, sticker, link, voice, video or contact card (text optional then); `groupId` writes
  // in a group instead; `messageId` gives the platform's id (one message delivered twice).
  app.post<{ Body: ContactMessageBody }>('/__sim/zalo/messages', async (request, reply) => {
    const { toUserId, text, seenBy, kind, groupId, messageId } = request.body ?? {};
    if (kind !== undefined && !SIM_MEDIA_KINDS.includes(kind)) return reply.status(400).send({ success: false, error: `kind là một trong ${SIM_MEDIA_KINDS.join(', ')}` });
    if ((!toUserId && !groupId) || (!text && !kind)) return reply.status(400).send({ success: false, error: 'toUserId (hoặc groupId) và text (hoặc kind) là bắt buộc' });
    const given = request.body.fromUserId;
    const fromUserId = given && seenBy ? world.personFor(seenBy, given) : (given ?? (toUserId ? [...world.friendIdsOf(toUserId)][0] : undefined));
    if (!fromUserId || !world.users().some((user) => user.id === fromUserId)) {
      return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    }
    const content = { ...(kind ? simMedia(kind, Number(String(Date.now()).slice(-4)), world.user(fromUserId).displayName) : { text: '' }), ...(text ? { text } : {}) };
    const target = groupId ? { groupId } : { toUserId: toUserId as string };
    return { success: true, data: world.deliverMessage({ ...content, ...target, fromUserId, messageId }) };
  });

  // Many contacts write at once (benchmarks): `messages` of world ids, delivered in order; answers how many.
  app.post<{ Body: { messages?: Array<{ fromUserId?: string; toUserId?: string; text?: string }> } }>('/__sim/zalo/messages/batch', async (request, reply) => {
    const messages = request.body?.messages;
    if (!Array.isArray(messages) || messages.some((m) => !m?.fromUserId || !m.toUserId || !m.text)) {
      return reply.status(400).send({ success: false, error: 'messages: [{ fromUserId, toUserId, text }] là bắt buộc' });
    }
    const known = new Set(world.users().map((user) => user.id));
    if (messages.some((m) => !known.has(m.fromUserId as string) || !known.has(m.toUserId as string))) {
      return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    }
    for (const { fromUserId, toUserId, text } of messages) world.deliverMessage({ fromUserId: fromUserId as string, toUserId: toUserId as string, text: text as string });
    return { success: true, data: { delivered: messages.length } };
  });

  // The account's owner writes from their phone: `userId` is the account's Zalo user, `toUserId` the contact as
  // the account sees them (or a world id); the account's listener gets it as its own message.
  app.post<{ Body: { userId?: string; toUserId?: string; text?: string } }>('/__sim/zalo/phone-messages', async (request, reply) => {
    const { userId, toUserId, text } = request.body ?? {};
    if (!userId || !toUserId || !text) return reply.status(400).send({ success: false, error: 'userId, toUserId và text là bắt buộc' });
    const contact = world.personFor(userId, toUserId) ?? toUserId;
    if (![userId, contact].every((id) => world.users().some((user) => user.id === id))) {
      return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    }
    return { success: true, data: world.sendFromPhone({ fromUserId: userId, toUserId: contact, text }) };
  });

  // The person `byUserId` accepts the friend request the account's Zalo user `userId` sent them: `byUserId` is a world
  // id or the uid under which `userId` sees them (a job's recipient). The account's next friend sync lists them.
  app.post<{ Body: { userId?: string; byUserId?: string } }>('/__sim/zalo/friend-requests/accept', async (request, reply) => {
    const { userId, byUserId } = request.body ?? {};
    if (!userId || !byUserId) return reply.status(400).send({ success: false, error: 'userId và byUserId là bắt buộc' });
    const person = world.personFor(userId, byUserId) ?? byUserId;
    if (![userId, person].every((id) => world.users().some((user) => user.id === id))) {
      return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    }
    if (!world.requestBetween(userId, person)) return reply.status(404).send({ success: false, error: 'Không có lời mời kết bạn này' });
    world.acceptFriendRequest(person, userId);
    return { success: true, data: { userId, byUserId: person } };
  });

  app.get<{ Querystring: { fromUserId?: string } }>('/__sim/zalo/messages', async (request) => ({
    success: true,
    data: world.recentMessages().filter((message) => !request.query.fromUserId || message.fromUserId === request.query.fromUserId),
  }));

  // Each account's logins today and web sessions live now and at most at once, in this process's world: every account
  // with any, or `userId`'s (a world id, as an account's zaloUserId is).
  app.get<{ Querystring: { userId?: string } }>('/__sim/zalo/sessions', async (request) => ({
    success: true,
    data: world.sessionCounts(request.query.userId || undefined),
  }));
}
