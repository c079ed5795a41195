import type { FastifyPluginAsync } from 'fastify';

/** What a feature module (`modules/<name>/module.ts`) gives the server; app.ts lists the modules. */
export interface ServerModule {
  /** Mounted under /api/v1. */
  routes?: FastifyPluginAsync;
  /** Mounted at the site's root, outside /api/v1 (a simulator's own pages and API). */
  rootRoutes?: FastifyPluginAsync;
  /** Once the server is ready; modules start in the order app.ts lists them. */
  start?(): void | Promise<void>;
  /** When the server closes; modules stop in the reverse order, so a module stops before those it uses. */
  stop?(): void | Promise<void>;
}
