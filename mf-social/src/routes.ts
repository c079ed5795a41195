import type { RemoteRoutes } from 'shared-sdk/react';
import { FriendsPage } from './features/friends/components/friends-page';
import { GroupsPage } from './features/groups/components/groups-page';

/** The pages this remote serves, by path relative to the root; the shell places them. */
const routes: RemoteRoutes = [
  { path: 'friends', Component: FriendsPage },
  { path: 'groups', Component: GroupsPage },
];

export default routes;
