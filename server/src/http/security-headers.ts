import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The origins of the remotes deployed elsewhere (REMOTE_*_URL); the shell loads their scripts and styles. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  return [...new Set(Object.values(remoteUrls).map((url) => new URL(url).origin))];
}

/**
 * The headers a security review expects on every answer, from helmet: a Content-Security-Policy that lets
 * the shell load this server's remotes and those named in /remotes.json and nothing else, no framing,
 * nosniff, a strict referrer policy and HSTS (which browsers heed only over TLS).
 */
export function securityHeaderOptions(remoteUrls: Record<string, string>): HelmetOptions {
  const remotes = remoteOrigins(remoteUrls);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        connectSrc: ["'self'", ...remotes],
        // Zalo avatars and group pictures come from Zalo's CDN hosts.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', ...remotes],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes served here may be loaded by a shell on another host (static-apps sets CORS for them).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/** The headers helmet writes with these options: the same for every answer (no per-request nonce). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const headersOfServer = new WeakMap<FastifyInstance, Record<string, string>>();

/**
 * The headers registered for this server, for answers that Fastify writes before any hook runs (its own
 * errors: a path too long, a malformed URL).
 */
export function securityHeadersOf(app: FastifyInstance): Record<string, string> {
  return headersOfServer.get(app) ?? {};
}

/**
 * Helmet's headers on every answer. They are computed once at start: @fastify/helmet rebuilt helmet (and parsed
 * the CSP) on every request, a third of /auth/me's time.
 */
export function registerSecurityHeaders(app: FastifyInstance, remoteUrls: Record<string, string>): void {
  const headers = helmetHeaders(securityHeaderOptions(remoteUrls));
  headersOfServer.set(app, headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
