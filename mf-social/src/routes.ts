import { MF_SOCIAL, routesOf } from 'shared-sdk';
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
