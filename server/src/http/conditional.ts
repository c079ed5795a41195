import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './envelope';
import { viewerKey } from './workspace-access';

/**
 * Bumped when an answer's shape changes, so a browser's stored answer of the old shape is not confirmed
 * with a 304 after a deploy when the data it was made from has not changed.
 */
const SHAPE = 1;

/** An ETag naming what an answer was made from: who looks (viewerKey) and a version of the data it reads. */
export function etagOf(viewer: string, version: string): string {
  return `"${createHash('sha1').update(`${SHAPE}:${viewer}:${version}`).digest('base64url')}"`;
}

/** Whether If-None-Match names `etag` (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * A conditional GET for a polled read. `version` is read first, then (only when it changed) the answer, so
 * the answer is at least as new as the version it is labelled with. An unchanged poll is a 304 without a body;
 * everything else is the usual envelope. `no-cache` makes the browser keep the answer and ask again each
 * time with If-None-Match, and hand the stored answer to the page on a 304: the page polls as before.
 */
export async function unlessUnchanged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string | undefined,
  read: () => Promise<T>,
): Promise<ReturnType<typeof ok<T>> | FastifyReply> {
  // No version: nothing to name (a job that is not the user's, say); the read answers as it always did.
  if (version === undefined) return ok(await read());
  const etag = etagOf(viewerKey(request), version);
  const headers = { 'cache-control': 'private, no-cache', etag };
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).headers(headers).send();
  const data = await read();
  // Only on a success: an error is never stored to be confirmed later.
  void reply.headers(headers);
  return ok(data);
}
