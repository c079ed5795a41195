import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/payments/history. */
export const getPaymentHistory = () => subscriptionApi.paymentHistory();

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription.history(), queryFn: getPaymentHistory });

export const usePaymentHistory = () => useQuery(paymentHistoryQueryOptions());
