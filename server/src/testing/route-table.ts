import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route the app registers, read from Fastify's own route table (`printRoutes`), so a route added
 * tomorrow is listed without anyone touching the tests. HEAD (added for each GET) is left out.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const level = Math.floor(match[1].length / 4);
    prefixes.length = level;
    const url = (prefixes[level - 1] ?? '') + match[2];
    prefixes[level] = url;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
