import { queryKeys, subscriptionApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /subscription/payment/{orderCode}/cancel. */
export const cancelPayment = (orderCode: number) => subscriptionApi.cancelPayment(orderCode);

export const useCancelPayment = () => useApiMutation(cancelPayment, { invalidates: [queryKeys.subscription.history()], on: 'settled' });
