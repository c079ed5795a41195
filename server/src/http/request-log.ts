import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE_PATH } from 'shared-sdk/constants';
import { withoutLink } from './download-links';

/** GETs the pages repeat every few seconds (spec: jobs page live reload, QR status, payment status, bulk tracking). */
export const POLLED_ROUTES = new Set(
  [
    '/jobs',
    '/jobs/stats/summary',
    '/jobs/:id/recipients',
    '/jobs/bulk-groups/:executionId/status',
    '/bots/:id/login/qr/status',
    '/subscription/payment/:orderCode/status',
  ].map((route) => `${API_BASE_PATH}${route}`),
);

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

const isPoll = (request: FastifyRequest) => request.method === 'GET' && POLLED_ROUTES.has(request.routeOptions.url ?? '');

/** A path whose parameter is a secret (an invitation link's `:token`) is logged as its route, never with the secret. */
function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route?.includes(':token')) return route;
  return withoutLink(request.url);
}

/**
 * One line per request, when it is answered (Fastify's own two lines are turned off): a successful poll at
 * debug, everything else at info; a failure's cause is logged by the error handler at error.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const level = isPoll(request) && reply.statusCode < 400 ? 'debug' : 'info';
    // Nothing is built for a line the log level drops (a busy server logs at warn).
    if (LEVELS[level] < (LEVELS[request.log.level] ?? 0)) return;
    request.log[level](
      { method: request.method, url: loggedUrl(request), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}
