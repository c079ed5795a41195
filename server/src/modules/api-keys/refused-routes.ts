import { API_BASE_PATH } from 'shared-sdk/constants';

interface KeyRefusal {
  /** A path under /api/v1 as Fastify names routes: the route itself and every route under it. */
  path: string;
  /** Only these methods (default: every method). */
  methods?: string[];
  /** Why a key never reaches it. */
  why: string;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The routes an API key never reaches, whatever its scope (403 `keyNotAllowed`): what only a person signed in may do.
 * Every other /api/v1 route takes a key like a browser session (the OpenAPI document marks them).
 */
export const KEY_REFUSALS: KeyRefusal[] = [
  { path: '/auth/register', why: 'making people and workspaces' },
  { path: '/auth/login', why: 'a person signing in' },
  { path: '/auth/refresh', why: "a person's session" },
  { path: '/auth/logout', why: "a person's session" },
  { path: '/auth/logout-everywhere', why: "a person's sessions" },
  { path: '/auth/profile', why: "a person's own profile" },
  { path: '/auth/change-password', why: "a person's password" },
  { path: '/workspaces', why: "a person's workspaces: switching, deleting one" },
  { path: '/team', why: 'who works in the workspace: members, invitations, ownership' },
  { path: '/payments', why: 'billing' },
  { path: '/subscription/payment', why: 'billing: paying, its status' },
  { path: '/subscription/payments', why: 'billing: the payments made' },
  { path: '/subscription', methods: WRITES, why: 'billing: changing the plan' },
  { path: '/api-keys', why: 'a key must not make, list or revoke keys' },
  { path: '/webhooks', why: 'where the workspace sends its events, and their secrets' },
  // The log of who did what (keys made and revoked among it) is for the people in charge, not for an integration.
  { path: '/audit-log', why: 'the audit log: what the people of the workspace did' },
  // A link is opened as the person who made the key, without the key's scope or accounts.
  { path: '/download-links', why: "a link acting as a person (exports take the key's header directly)" },
  { path: '/live/link', why: 'a link acting as a person' },
];

const underPath = (url: string, path: string) => url === path || url.startsWith(`${path}/`);

/** The answer per route, worked out once (the routes are the app's, a fixed set). */
const decided = new Map<string, string | null>();

/** Why an API key may not call this route (`METHOD`, Fastify's route url), or null when it may. */
export function keyRefusal(method: string, url: string): string | null {
  const route = `${method} ${url}`;
  let why = decided.get(route);
  if (why === undefined) {
    const path = url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : null;
    why = (path !== null && KEY_REFUSALS.find((entry) => underPath(path, entry.path) && (!entry.methods || entry.methods.includes(method)))?.why) || null;
    decided.set(route, why);
  }
  return why;
}
