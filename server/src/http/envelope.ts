import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from './errors';

/** The success envelope every route answers with. */
export function ok<T>(data: T) {
  return { success: true as const, data };
}

/**
 * The browser client sends `content-type: application/json` on every call, also on bodiless POSTs
 * such as /auth/logout; Fastify's parser refuses an empty JSON body, so an empty one reads as no body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
}

/**
 * Turns every failure into `{ success: false, error }`. Known errors keep their text; anything else is
 * logged with the request id and answered with a generic 500, so no stack trace or SQL leaves the server.
 */
export function registerErrorEnvelope(app: FastifyInstance, translate?: (error: unknown) => AppError | undefined): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = translate?.(thrown) ?? thrown;
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, error: error.message, fieldErrors: error.fieldErrors });
    }
    // A value the database cannot read as its column type (a malformed id, say) is bad input, not a crash.
    if ((error as { code?: string }).code === '22P02') {
      return reply.status(400).send({ success: false, error: MESSAGES.invalidInput });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, error: MESSAGES.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
      return reply.status(status).send({ success: false, error: MESSAGES.invalidInput });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ success: false, error: `${MESSAGES.internal} (mã lỗi ${request.id})` });
  });
}

/** Unknown paths: a client route gets the shell's page (when `pageFallback` says so), anything else a 404. */
export function registerNotFound(
  app: FastifyInstance,
  pageFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return;
    reply.status(404).send({ success: false, error: MESSAGES.notFound });
  });
}
