import { subscriptionApi } from 'shared-sdk';

/**
 * GET /subscription/payment/{orderCode}/status. Polled imperatively by `usePaymentPolling` (a fixed
 * number of tries at a fixed interval), so there is no query hook here.
 */
export const getPaymentStatus = (orderCode: number) => subscriptionApi.paymentStatus(orderCode);
