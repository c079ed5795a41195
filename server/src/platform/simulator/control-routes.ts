import type { FastifyInstance } from 'fastify';
import type { SimulatorPlatform } from './platform';

/**
 * The simulated Zalo's control panel over HTTP, for browser tests that run the server in another process:
 * a contact writes to an account, what the accounts sent can be read back, and the latest QR login is scanned
 * and confirmed by a chosen Zalo user (a re-login by someone else). Mounted only when
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
  app.post<{ Body: { toUserId?: string; fromUserId?: string; seenBy?: string; text?: string } }>('/__sim/zalo/messages', async (request, reply) => {
    const { toUserId, text, seenBy } = request.body ?? {};
    if (!toUserId || !text) return reply.status(400).send({ success: false, error: 'toUserId và text là bắt buộc' });
    const given = request.body.fromUserId;
    const fromUserId = given && seenBy ? world.personFor(seenBy, given) : (given ?? [...world.friendIdsOf(toUserId)][0]);
    if (!fromUserId) return reply.status(404).send({ success: false, error: 'Không có người dùng Zalo này trong thế giới mô phỏng' });
    return { success: true, data: world.deliverMessage({ fromUserId, toUserId, text }) };
  });

  app.get<{ Querystring: { fromUserId?: string } }>('/__sim/zalo/messages', async (request) => ({
    success: true,
    data: world.recentMessages().filter((message) => !request.query.fromUserId || message.fromUserId === request.query.fromUserId),
  }));
}
