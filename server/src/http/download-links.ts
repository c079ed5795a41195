import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { type DownloadLink, DOWNLOAD_LINK_TTL_SECONDS, DownloadLinkRequestSchema, EXPORT_MESSAGES } from 'shared-sdk/schemas';
import type { Admission, AuthGuard, TokenEpochSource } from './auth-guard';
import { ok } from './envelope';
import { unauthorized } from './errors';
import { parse } from './validate';

/**
 * Download links for the exports. The app signs requests with a bearer token, which a browser
 * download (a plain navigation) cannot carry; fetching the file with the client instead would hold all of it in
 * the page's memory. So the page asks for a link (`POST /download-links`, bearer) and opens it: the export's URL
 * with `link=<token>`, a JWT for that user, that path only, for 60 s, refused after a password change or
 * 'sign out everywhere' like an access token (token epoch). The browser then streams the file to disk.
 */
export function createDownloadLinks(key: Uint8Array, epochs: TokenEpochSource, requireUser: AuthGuard, admit: Admission) {
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

  async function sign(request: FastifyRequest, path: string): Promise<string> {
    const { user, workspace } = request;
    return new SignJWT({ role: user.role, ep: await epochs.current(user.id), wid: workspace.id, path })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(`${DOWNLOAD_LINK_TTL_SECONDS}s`)
      .sign(key);
  }

  /** The signed-in user of a bearer token, or of a valid download link for exactly this path. */
  const requireUserOrLink: AuthGuard = async (request, reply) => {
    const link = (request.query as Record<string, unknown> | undefined)?.link;
    if (request.headers.authorization || request.apiKey || typeof link !== 'string') return requireUser(request, reply);
    let payload;
    try {
      ({ payload } = await jwtVerify(link, key, { algorithms: ['HS256'] }));
    } catch {
      throw unauthorized(EXPORT_MESSAGES.linkInvalid);
    }
    if (typeof payload.sub !== 'string' || typeof payload.wid !== 'string' || payload.path !== pathOf(request)) throw unauthorized(EXPORT_MESSAGES.linkInvalid);
    const claims = { userId: payload.sub, role: typeof payload.role === 'string' ? payload.role : 'USER', epoch: typeof payload.ep === 'number' ? payload.ep : -1, workspaceId: payload.wid };
    await admit(request, claims).catch((error: unknown) => {
      // An account the member may not use stays a refusal; anything else is a link that no longer works.
      throw (error as { status?: number }).status === 403 ? error : unauthorized(EXPORT_MESSAGES.linkInvalid);
    });
  };

  /** POST /download-links { path, format }: a link to one export (which checks, when opened, that the data is the user's). */
  async function routes(app: FastifyInstance) {
    app.post('/download-links', { preHandler: requireUser }, async (request) => {
      const { path, format } = parse(DownloadLinkRequestSchema, request.body);
      const full = `${API_BASE_PATH}${path}`;
      const token = await sign(request, full);
      return ok<DownloadLink>({
        url: `${full}?format=${format}&link=${token}`,
        expiresAt: new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toISOString(),
      });
    });
  }

  return { requireUserOrLink, routes };
}

/** A request URL with its download link hidden (for the request log). */
export const withoutLink = (url: string): string => url.replace(/([?&]link=)[^&]*/, '$1…');
