import { useQuery } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** GET /payments/mode: whether payments are simulated (it does not change while the server runs). */
export const usePaymentMode = () =>
  useQuery({ queryKey: queryKeys.subscription.paymentMode(), queryFn: subscriptionApi.paymentMode, staleTime: Infinity });
