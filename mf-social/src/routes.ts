import { lazyPage, MF_SOCIAL, routesOf, type Exposes } from 'shared-sdk';

/** The components of the pages this remote declares in shared-sdk (`MF_SOCIAL`); the shell places them. Each page's code loads on its first visit. */
const routes = routesOf(MF_SOCIAL, {
  inbox: lazyPage(() => import('./features/inbox/components/inbox-page').then((module) => module.InboxPage)),
  friends: lazyPage(() => import('./features/friends/components/friends-page').then((module) => module.FriendsPage)),
  groups: lazyPage(() => import('./features/groups/components/groups-page').then((module) => module.GroupsPage)),
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_social/routes', typeof import('./routes')>;
