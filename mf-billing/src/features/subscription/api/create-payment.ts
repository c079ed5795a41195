import { queryKeys, subscriptionApi } from 'shared-sdk';
import { useApiMutation } from 'shared-sdk/react';

/** POST /subscription/payment/create: a payOS checkout link for a plan; the amount comes from the server. */
export const createPayment = (planId: string) => subscriptionApi.createPayment(planId);

export const useCreatePayment = () => useApiMutation(createPayment, { invalidates: [queryKeys.subscription.history()], on: 'success' });
