import { MF_SOCIAL, routesOf, type Exposes } from 'shared-sdk';
import { FriendsPage } from './features/friends/components/friends-page';
import { GroupsPage } from './features/groups/components/groups-page';
import { InboxPage } from './features/inbox/components/inbox-page';

/** The components of the pages this remote declares in shared-sdk (`MF_SOCIAL`); the shell places them. */
const routes = routesOf(MF_SOCIAL, {
  inbox: InboxPage,
  friends: FriendsPage,
  groups: GroupsPage,
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_social/routes', typeof import('./routes')>;
