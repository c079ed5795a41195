import { API_BASE_PATH } from 'shared-sdk/constants';

interface KeyRefusal {
  /** A path under /api/v1 as Fastify names routes: the route itself and every route under it. */
  path: string;
  /** Only these methods (default: every method). */
  methods?: string[];
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The routes an API key never reaches, whatever its scope (403 `keyNotAllowed`): what only a person signed in may do.
 * Every other /api/v1 route takes a key like a browser session (the OpenAPI document marks them).
 */
export const KEY_REFUSALS: KeyRefusal[] = [
  { path: '/auth/register' }, // making people and workspaces
  { path: '/auth/login' }, // a person signing in
  { path: '/auth/refresh' }, // a person's session
  { path: '/auth/logout' }, // a person's session
  { path: '/auth/logout-everywhere' }, // a person's sessions
  { path: '/auth/profile' }, // a person's own profile
  { path: '/auth/change-password' }, // a person's password
  { path: '/workspaces' }, // a person's workspaces: switching, deleting one
  { path: '/team' }, // who works in the workspace: members, invitations, ownership
  { path: '/payments' }, // billing
  { path: '/subscription/payment' }, // billing: paying, its status
  { path: '/subscription/payments' }, // billing: the payments made
  { path: '/subscription', methods: WRITES }, // billing: changing the plan
  { path: '/api-keys' }, // a key must not make, list or revoke keys
  { path: '/webhooks' }, // where the workspace sends its events, and their secrets
  // The log of who did what (keys made and revoked among it) is for the people in charge, not for an integration.
  { path: '/audit-log' }, // the audit log: what the people of the workspace did
  // A link is opened as the person who made the key, without the key's scope or accounts.
  { path: '/download-links' }, // a link acting as a person (exports take the key's header directly)
  { path: '/live/link' }, // a link acting as a person
];

const underPath = (url: string, path: string) => url === path || url.startsWith(`${path}/`);

/** The answer per route, worked out once (the routes are the app's, a fixed set). */
const decided = new Map<string, string | null>();

/** The refused path an API key's call of this route falls under (`METHOD`, Fastify's route url), or null when it may call it. */
export function keyRefusal(method: string, url: string): string | null {
  const route = `${method} ${url}`;
  let refused = decided.get(route);
  if (refused === undefined) {
    const path = url.startsWith(`${API_BASE_PATH}/`) ? url.slice(API_BASE_PATH.length) : null;
    refused = (path !== null && KEY_REFUSALS.find((entry) => underPath(path, entry.path) && (!entry.methods || entry.methods.includes(method)))?.path) || null;
    decided.set(route, refused);
  }
  return refused;
}
