import type { RemoteRoutes } from 'shared-sdk/react';
import { AccountsPage } from './features/accounts/components/accounts-page';
import { ProxiesPage } from './features/proxies/components/proxies-page';

/** The pages this remote serves, by path relative to the root; the shell places them. */
const routes: RemoteRoutes = [
  { path: 'accounts', Component: AccountsPage },
  { path: 'proxies', Component: ProxiesPage },
];

export default routes;
