import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { INBOX_MESSAGES, type LiveLink } from 'shared-sdk/schemas';
import type { AuthGuard, MembershipSource, TokenEpochSource } from '../../../http/auth-guard';
import { ok } from '../../../http/envelope';
import { unauthorized } from '../../../http/errors';
import type { LiveHub } from './hub';

/** A stream link opens a stream for this long; the stream itself lasts until the page leaves or the session ends. */
export const LIVE_LINK_TTL_SECONDS = 60;
const STREAM_PATH = '/live/stream';
const PURPOSE = 'live';

export interface LiveRoutesOptions {
  hub: LiveHub;
  key: Uint8Array;
  epochs: TokenEpochSource;
  memberships: MembershipSource;
  requireUser: AuthGuard;
}

/**
 * Server-sent events to open pages. EventSource cannot send an Authorization header, so a page asks
 * `POST /live/link` (bearer) for its stream's address with a token signed for that person (sub) in that workspace
 * (wid), valid 60 s and refused after a password change, 'sign out everywhere' or their removal from the team (the
 * person's token epoch; their membership); `GET /live/stream?token=…` then streams `event: inbox`
 * (`{ conversationId, accountId }`) whenever a conversation of the workspace that the person may see changes (an
 * AGENT: of their accounts), and `event: ping` every 25 s.
 */
export async function liveRoutes(app: FastifyInstance, options: LiveRoutesOptions): Promise<void> {
  const { hub, key, epochs, memberships } = options;

  app.post('/live/link', { preHandler: options.requireUser }, async (request) => {
    const token = await new SignJWT({ ep: await epochs.current(request.user.id), wid: request.workspace.id, purpose: PURPOSE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(request.user.id)
      .setIssuedAt()
      .setExpirationTime(`${LIVE_LINK_TTL_SECONDS}s`)
      .sign(key);
    return ok<LiveLink>({
      url: `${API_BASE_PATH}${STREAM_PATH}?token=${token}`,
      expiresAt: new Date(Date.now() + LIVE_LINK_TTL_SECONDS * 1000).toISOString(),
    });
  });

  app.get<{ Querystring: { token?: unknown } }>(STREAM_PATH, async (request, reply) => {
    const token = request.query?.token;
    let viewer: { userId: string; workspaceId: string; epoch: number };
    try {
      if (typeof token !== 'string') throw unauthorized();
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const epoch = typeof payload.ep === 'number' ? payload.ep : -1;
      const { sub: userId, wid: workspaceId } = payload;
      if (payload.purpose !== PURPOSE || typeof userId !== 'string' || typeof workspaceId !== 'string') throw unauthorized();
      if (epoch < (await epochs.current(userId)) || !(await memberships.membership(userId, workspaceId))) throw unauthorized();
      viewer = { userId, workspaceId, epoch };
    } catch {
      throw unauthorized(INBOX_MESSAGES.liveLinkInvalid);
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // A reverse proxy must pass events on at once.
      'x-accel-buffering': 'no',
    });
    // The browser waits this long before it reconnects on its own (the page's hook asks for a new link anyway).
    raw.write('retry: 5000\n\n');
    let open = true;
    const stream = {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      epoch: viewer.epoch,
      send(event: string, data: unknown): boolean {
        if (!open) return false;
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        return true;
      },
      end() {
        open = false;
        raw.end();
      },
    };
    const remove = hub.add(stream);
    request.raw.socket.setTimeout(0);
    request.raw.on('close', () => {
      open = false;
      remove();
    });
  });

  // Before the server waits for its connections to close: open streams would hold it forever.
  app.addHook('preClose', async () => hub.stop());
}
