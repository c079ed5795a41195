import { MF_ACCOUNTS, routesOf, type Exposes } from 'shared-sdk';
import { AccountsPage } from './features/accounts/components/accounts-page';
import { AuditLogPage } from './features/audit-log/components/audit-log-page';
import { IntegrationsPage } from './features/integrations/components/integrations-page';
import { ProxiesPage } from './features/proxies/components/proxies-page';
import { TeamPage } from './features/team/components/team-page';

/** The components of the pages this remote declares in shared-sdk (`MF_ACCOUNTS`); the shell places them. */
const routes = routesOf(MF_ACCOUNTS, {
  accounts: AccountsPage,
  proxies: ProxiesPage,
  team: TeamPage,
  'audit-log': AuditLogPage,
  integrations: IntegrationsPage,
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_accounts/routes', typeof import('./routes')>;
