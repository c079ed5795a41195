import { type ComponentType, createElement, lazy } from 'react';
import type { WorkspaceRole } from '../schemas/team';
import type { RemoteRoutes } from './remote-modules';

/** The sidebar icons the shell can draw (it maps each name to an @ant-design/icons icon). */
export type NavIcon = 'crown' | 'user' | 'global' | 'team' | 'apartment' | 'phone' | 'thunderbolt' | 'database' | 'stop' | 'message' | 'chart' | 'usergroup' | 'audit' | 'api';

export interface PageDeclaration {
  /** Path relative to the root, e.g. `accounts`, `payment/success`. */
  readonly path: string;
  /** Open to everyone, outside the sign-in guard and the layout (the payment result pages). */
  readonly public?: boolean;
  /** The page's sidebar entry; a page without one is reached by links only. */
  readonly nav?: { readonly label: string; readonly description: string; readonly icon: NavIcon };
  /**
   * The workspace roles that may open the page (absent: every member). The sidebar hides it from the others, and the
   * shell shows them why instead of the page; the server refuses their calls whatever the page does.
   */
  readonly roles?: readonly WorkspaceRole[];
}

/**
 * What a remote serves: its federation name, its Vietnamese name (shown when it cannot be loaded) and its
 * pages. The shell draws its router, sidebar and public paths from these at start, before any remote loads.
 */
export interface RemoteDeclaration {
  readonly name: string;
  readonly label: string;
  readonly pages: readonly PageDeclaration[];
}

type PathOf<D extends RemoteDeclaration> = D['pages'][number]['path'];

/** One component per declared page, no more and no less (the compiler checks both). */
export function routesOf<D extends RemoteDeclaration>(declaration: D, components: Record<PathOf<D>, ComponentType>): RemoteRoutes {
  return declaration.pages.map((page) => ({ path: page.path, Component: components[page.path as PathOf<D>] }));
}

/**
 * A page whose code loads on its first visit, in a chunk of its own: a plain component around React.lazy (the shell
 * loads each remote's routes through a lazy of its own, and React refuses a lazy that resolves to a lazy).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return createElement(Lazy);
  };
}
