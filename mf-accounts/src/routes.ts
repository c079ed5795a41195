import { MF_ACCOUNTS, routesOf } from 'shared-sdk';
import { AccountsPage } from './features/accounts/components/accounts-page';
import { ProxiesPage } from './features/proxies/components/proxies-page';

/** The components of the pages this remote declares in shared-sdk (`MF_ACCOUNTS`); the shell places them. */
const routes = routesOf(MF_ACCOUNTS, {
  accounts: AccountsPage,
  proxies: ProxiesPage,
});

export default routes;
