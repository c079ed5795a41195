import { MF_PHONE, routesOf, type Exposes } from 'shared-sdk';
import { PhoneListsPage } from './features/phone-lists/components/phone-lists-page';

/** The components of the pages this remote declares in shared-sdk (`MF_PHONE`); the shell places them. */
const routes = routesOf(MF_PHONE, {
  'phone-lists': PhoneListsPage,
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_phone/routes', typeof import('./routes')>;
