import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentStatusResult, queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /subscription/payment/{orderCode}/status: what the server knows, whatever the return URL says. */
export const getPaymentStatus = (orderCode: string) => subscriptionApi.paymentStatus(orderCode);

/** While the server still says PENDING, ask again a few times: the payOS webhook may arrive just after the return. */
const PENDING_RECHECK_MS = 1_500;
const PENDING_RECHECKS = 3;

export const paymentStatusQueryOptions = (orderCode: string) =>
  queryOptions({
    queryKey: queryKeys.subscription.paymentStatus(orderCode),
    queryFn: () => getPaymentStatus(orderCode),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      (query.state.data as PaymentStatusResult | undefined)?.status === 'PENDING' && query.state.dataUpdateCount <= PENDING_RECHECKS
        ? PENDING_RECHECK_MS
        : false,
  });

export const usePaymentStatus = (orderCode: string | null, enabled: boolean) =>
  useQuery({ ...paymentStatusQueryOptions(orderCode ?? ''), enabled: enabled && Boolean(orderCode) });
