import type { RemoteRoutes } from 'shared-sdk/react';
import { PhoneListsPage } from './features/phone-lists/components/phone-lists-page';

/** The pages this remote serves, by path relative to the root; the shell places them. */
const routes: RemoteRoutes = [
  { path: 'phone-lists', Component: PhoneListsPage },
];

export default routes;
