import { MF_BILLING, routesOf, type Exposes } from 'shared-sdk';
import { SubscriptionPage } from './features/subscription/components/subscription-page';
import { PaymentSuccessPage } from './features/payment/components/payment-success-page';
import { PaymentCancelPage } from './features/payment/components/payment-cancel-page';

/** The components of the pages this remote declares in shared-sdk (`MF_BILLING`); the shell places them. */
const routes = routesOf(MF_BILLING, {
  subscription: SubscriptionPage,
  'payment/success': PaymentSuccessPage,
  'payment/cancel': PaymentCancelPage,
});

export default routes;

/** What this module exports is what shared-sdk declares for every remote's routes (`RoutesModule`); the compiler checks it. */
export type Exposed = Exposes<'mf_billing/routes', typeof import('./routes')>;
