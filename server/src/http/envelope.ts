import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { findUnsafeInput, MAX_INPUT_DEPTH, UNSAFE_INPUT_MESSAGES } from 'shared-sdk/schemas';
import { AppError, badRequest, MESSAGES } from './errors';
import { securityHeadersOf } from './security-headers';

/** The success envelope every route answers with. */
export function ok<T>(data: T) {
  return { success: true as const, data };
}

/**
 * The browser client sends `content-type: application/json` on every call, also on bodiless POSTs
 * such as /auth/logout; Fastify's parser refuses an empty JSON body, so an empty one reads as no body.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJsonText = jsonTextParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body: string | Buffer) => parseJsonText(request, body as string));
}

/**
 * The app's reading of a JSON text: empty is no body, nesting is bounded, and Fastify's own parser (which refuses
 * __proto__ and constructor poisoning) does the rest.
 */
export function jsonTextParser(app: FastifyInstance): (request: FastifyRequest, text: string) => Promise<unknown> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, text) =>
    new Promise((resolve, reject) => {
      if (text === '') return resolve(undefined);
      // Checked on the text: JSON.parse and every later walk over a 5,000-level body would be the cost.
      if (nestingOf(text, MAX_INPUT_DEPTH) > MAX_INPUT_DEPTH) return reject(badRequest(UNSAFE_INPUT_MESSAGES.tooDeep));
      parseJson(request, text, (error, body) => (error ? reject(error) : resolve(body)));
    });
}

/**
 * The deepest nesting of objects and arrays in a JSON text (brackets inside strings do not count), or the first depth
 * above `stopAbove`. A string's contents are skipped with a native search for its closing quote: a 60 MB attachment
 * body is one base64 string, and a walk over each of its characters held the event loop for over half a second.
 */
export function nestingOf(json: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < json.length; i++) {
    const char = json.charCodeAt(i);
    if (char === 0x22) i = closingQuote(json, i);
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > deepest && (deepest = depth) > stopAbove) return deepest;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** The index of the quote that ends the string opened at `open` (one not escaped), or the text's length. */
function closingQuote(json: string, open: number): number {
  for (let quote = json.indexOf('"', open + 1); quote !== -1; quote = json.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (json.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return json.length;
}

/**
 * Path parameters, query and body with a control character (NUL first: PostgreSQL refuses it in text)
 * are refused with the field's name before any route sees them, also on routes without a shared schema.
 */
export function rejectUnsafeInput(app: FastifyInstance): void {
  // A callback, not an async hook: it runs on every request, and a promise per request shows in /auth/me's bench.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const unsafe = findUnsafeInput(request[part]);
      if (unsafe) return done(badRequest(unsafe.message, { [unsafe.path || '_']: unsafe.message }));
    }
    done();
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  414: MESSAGES.uriTooLong,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

/** The envelope's text for a client error Fastify or Node raised itself. */
const clientErrorMessage = (status: number) => STATUS_MESSAGES[status] ?? MESSAGES.invalidInput;

/**
 * Server options that put the errors Fastify answers before any handler runs (a path id over the
 * router's limit, a malformed URL) and the ones Node's HTTP parser raises in the envelope too.
 */
export const envelopeServerOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error, _request, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    // Fastify answers these before the onRequest hooks that set the security headers.
    void reply.headers(securityHeadersOf(reply.server)).status(status).send({ success: false, error: clientErrorMessage(status) });
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (!socket.writable) return socket.destroy(error);
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ success: false, error: clientErrorMessage(status) });
    socket.end(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 431 ? 'Request Header Fields Too Large' : 'Request Timeout'}\r\n` +
        `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  },
};

/**
 * The app's own error a library wrapped (drizzle throws its DrizzleQueryError with the cause): a busy database's
 * 503 (db/pglite-gate.ts) stays a 503 when the statement was drizzle's.
 */
function appErrorWithin(error: unknown): AppError | undefined {
  let cause = (error as { cause?: unknown } | undefined)?.cause;
  for (let depth = 0; depth < 3 && cause; depth += 1) {
    if (cause instanceof AppError) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Turns every failure into `{ success: false, error }`. Known errors keep their text; anything else is
 * logged with the request id and answered with a generic 500, so no stack trace or SQL leaves the server.
 */
export function registerErrorEnvelope(app: FastifyInstance, translate?: (error: unknown) => AppError | undefined): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const error = translate?.(thrown) ?? appErrorWithin(thrown) ?? thrown;
    if (error instanceof AppError) {
      // A busy database (db/pglite-gate.ts) says when to come back.
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send({ success: false, error: error.message, fieldErrors: error.fieldErrors });
    }
    // A value the database cannot read as its column type (a malformed id, say) is bad input, not a crash.
    // 22P05 / 22021: text PostgreSQL cannot store (NUL), should any slip past the input checks.
    if (['22P02', '22P05', '22021'].includes((error as { code?: string }).code ?? '')) {
      return reply.status(400).send({ success: false, error: MESSAGES.invalidInput });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's fault, said plainly.
      return reply.status(status).send({ success: false, error: clientErrorMessage(status) });
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
