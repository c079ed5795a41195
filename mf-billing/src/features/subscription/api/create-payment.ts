import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, subscriptionApi } from 'shared-sdk';

/** POST /subscription/payment/create: a payOS checkout link for a plan; the amount comes from the server. */
export const createPayment = (planId: string) => subscriptionApi.createPayment(planId);

export const useCreatePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.subscription.history() }),
  });
};
