import { MF_PHONE, routesOf } from 'shared-sdk';
import { PhoneListsPage } from './features/phone-lists/components/phone-lists-page';

/** The components of the pages this remote declares in shared-sdk (`MF_PHONE`); the shell places them. */
const routes = routesOf(MF_PHONE, {
  'phone-lists': PhoneListsPage,
});

export default routes;
