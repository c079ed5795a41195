import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_APPS } from '../config';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** `main.3f9a1c2e.js`, `assets/logo.0a1b2c3d.svg` (or their .br/.gz copy): content-hashed, so cacheable for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The federation name of a remote app folder: mf-jobs → mf_jobs. */
export const federationName = (app: string) => app.replace(/-/g, '_');

/** `/remotes.json`: where the shell finds each remote's manifest; an environment override wins. */
export function remotesManifest(remoteUrls: Record<string, string>) {
  return {
    remotes: REMOTE_APPS.map((app) => ({
      name: federationName(app),
      entry: remoteUrls[federationName(app)] ?? `/remotes/${app}/mf-manifest.json`,
    })),
  };
}

/** Answers a request with the shell's page when it is a client route; false when it is not one. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * One port for everything: the built shell at `/`, each remote's dist under `/remotes/<app>/`, and
 * `/remotes.json`. Apps that are not built are skipped. Returns the SPA fallback for client routes.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  options: { remoteUrls: Record<string, string>; root?: string },
): Promise<PageFallback> {
  const root = options.root ?? REPO_ROOT;
  const manifest = remotesManifest(options.remoteUrls);
  app.get('/remotes.json', async (_request, reply) => reply.header('cache-control', 'no-cache').send(manifest));

  for (const remote of REMOTE_APPS) {
    const dist = path.join(root, remote, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (reply, filePath) => {
        setCacheHeaders(reply, filePath);
        // A shell on another host may load this remote.
        reply.header('access-control-allow-origin', '*');
      },
    });
  }

  const shellDist = path.join(root, 'shell', 'dist');
  const hasShell = existsSync(path.join(shellDist, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      preCompressed: true,
      cacheControl: false,
      index: false,
      wildcard: false,
      setHeaders: setCacheHeaders,
    });
  }

  const sendShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist);
  if (hasShell) app.get('/', async (_request, reply) => sendShell(reply));

  // HEAD is answered like GET (Node sends no body): uptime monitors and link checkers ask with it.
  return (request, reply) => {
    const isPage =
      hasShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/remotes/') &&
      !path.extname(request.url.split('?')[0]);
    if (isPage) void sendShell(reply);
    return isPage;
  };
}
