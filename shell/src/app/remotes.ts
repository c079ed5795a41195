import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { WorkspaceRole } from 'shared-sdk';
import { type PageDeclaration, REMOTE_DECLARATIONS, type RemoteName } from 'shared-sdk/sign-in';

export interface RemoteEntry {
  name: string;
  entry: string;
}

/** A remote's page, as its declaration in shared-sdk says. */
export interface RemotePageEntry {
  remote: RemoteName;
  path: string;
  /** The workspace roles that may open it (absent: every member). */
  roles?: readonly WorkspaceRole[];
}

const pagesWhere = (isPublic: boolean): RemotePageEntry[] =>
  REMOTE_DECLARATIONS.flatMap((remote) =>
    remote.pages.filter((page: PageDeclaration) => Boolean(page.public) === isPublic).map((page: PageDeclaration) => ({ remote: remote.name, path: page.path, roles: page.roles })),
  );

/** Pages open to everyone, outside the guard and the layout (the payment results). */
export const PUBLIC_REMOTE_PAGES = pagesWhere(true);

/** Pages behind the sign-in guard, inside the layout. */
export const SIGNED_IN_REMOTE_PAGES = pagesWhere(false);

/** The shell's own signed-in pages. */
export const SHELL_PAGES = ['dashboard', 'profile', 'invite'] as const;

/** Whether `pathname` is a page of the app (the shell's, a remote's or one below it), signed in or not. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return true;
  return [...SHELL_PAGES, ...SIGNED_IN_REMOTE_PAGES.map((page) => page.path), ...PUBLIC_REMOTE_PAGES.map((page) => page.path)].some(
    (page) => path === `/${page}` || path.startsWith(`/${page}/`),
  );
}

/** The remote's Vietnamese name, for the "Không thể tải mô-đun" fallback. */
export const remoteLabel = (name: RemoteName) => REMOTE_DECLARATIONS.find((remote) => remote.name === name)?.label ?? name;

/** Reads /remotes.json (served by the API server, overridable per deployment) and registers every remote. */
export async function registerRemotesFromServer(fetchFn: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchFn('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json: HTTP ${response.status}`);
  const { remotes } = (await response.json()) as { remotes: RemoteEntry[] };
  registerRemotes(remotes);
  knownRemotes = remotes;
  return remotes;
}

let knownRemotes: RemoteEntry[] = [];

/** Drops the runtime's cache of a remote that failed, so the next load really fetches it again. */
export function resetRemote(name: string): void {
  const remote = knownRemotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
