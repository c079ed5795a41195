import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** POST /subscription/payment/{orderCode}/cancel. */
export const cancelPayment = (orderCode: number) => subscriptionApi.cancelPayment(orderCode);

export const useCancelPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.history() }),
  });
};
