import type { RemoteRoutes } from 'shared-sdk/react';
import { SubscriptionPage } from './features/subscription/components/subscription-page';
import { PaymentSuccessPage } from './features/payment/components/payment-success-page';
import { PaymentCancelPage } from './features/payment/components/payment-cancel-page';

/** The pages this remote serves, by path relative to the root; the shell places them. */
const routes: RemoteRoutes = [
  { path: 'subscription', Component: SubscriptionPage },
  { path: 'payment/success', Component: PaymentSuccessPage },
  { path: 'payment/cancel', Component: PaymentCancelPage },
];

export default routes;
