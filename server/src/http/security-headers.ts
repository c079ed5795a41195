import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origins of the remotes deployed elsewhere (REMOTE_*_URL); the shell loads their scripts and styles. */
export function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  return [...new Set(Object.values(remoteUrls).map((url) => new URL(url).origin))];
}

/**
 * The headers a security review expects on every answer, from helmet: a Content-Security-Policy that lets
 * the shell load this server's remotes and those named in /remotes.json and nothing else, no framing,
 * nosniff, a strict referrer policy and HSTS (which browsers heed only over TLS).
 */
export async function registerSecurityHeaders(app: FastifyInstance, remoteUrls: Record<string, string>): Promise<void> {
  const remotes = remoteOrigins(remoteUrls);
  await app.register(helmet, {
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
  });
}
