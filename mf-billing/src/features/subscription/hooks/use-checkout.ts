import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  errorMessage,
  type Plan,
  PAYMENT_SUCCESS_NOTIFICATION_MS,
  planChanged,
  queryKeys,
  useNotifications,
  useNotify,
} from 'shared-sdk';
import { useCancelPayment } from '../api/cancel-payment';
import { useCreatePayment } from '../api/create-payment';
import { usePaymentPolling } from './use-payment-polling';
import { usePendingPayment } from './use-pending-payment';

export const CHECKOUT_TEXTS = {
  createFailed: 'Không thể tạo link thanh toán',
  popupBlocked: 'Trình duyệt đã chặn cửa sổ thanh toán. Vui lòng bấm "Mở trang thanh toán" để tiếp tục.',
  paymentFailed: 'Thanh toán không thành công. Vui lòng thử lại.',
  timeout: 'Chưa nhận được kết quả thanh toán. Vui lòng kiểm tra lịch sử giao dịch.',
  completedTitle: 'Thanh toán thành công',
  completed: (plan: string) => `Gói ${plan} đã được kích hoạt.`,
  cancelled: 'Đã hủy giao dịch',
  cancelFailed: 'Không thể hủy giao dịch',
} as const;

/**
 * The payment flow: create a payOS link, open it in a new tab (or keep it on screen
 * when the popup is blocked), poll its status and react to the outcome; cancel clears the pending card.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { add } = useNotifications();
  const { pending, setPending, resumed } = usePendingPayment();
  const [processing, setProcessing] = useState(false);
  const createPayment = useCreatePayment();
  const cancelPayment = useCancelPayment();

  const polling = usePaymentPolling(
    pending?.orderCode ?? null,
    {
      onCompleted: () => {
        const planName = pending?.planDisplayName ?? '';
        setPending(null);
        // This tab and every other open tab (a Pro gate waiting in another one opens by itself).
        void planChanged(queryClient);
        add({
          type: 'success',
          title: CHECKOUT_TEXTS.completedTitle,
          message: CHECKOUT_TEXTS.completed(planName),
          duration: PAYMENT_SUCCESS_NOTIFICATION_MS,
        });
      },
      onFailed: () => {
        setPending(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.history() });
        notify.error(CHECKOUT_TEXTS.paymentFailed);
      },
      onTimeout: () => notify.warning(CHECKOUT_TEXTS.timeout),
    },
    { immediate: resumed },
  );

  const choosePlan = useCallback(
    async (plan: Plan) => {
      if (processing || pending) return;
      setProcessing(true);
      // Opened within the click so popup blockers let it through; pointed at payOS once the link exists.
      const tab = window.open('', '_blank');
      try {
        const link = await createPayment.mutateAsync(plan.id);
        const popupBlocked = !tab;
        if (tab) {
          tab.opener = null;
          tab.location.href = link.checkoutUrl;
        } else {
          notify.warning(CHECKOUT_TEXTS.popupBlocked);
        }
        setPending({
          ...link,
          planId: plan.id,
          planDisplayName: plan.displayName,
          createdAt: Date.now(),
          popupBlocked,
        });
      } catch (error) {
        tab?.close();
        notify.error(errorMessage(error, CHECKOUT_TEXTS.createFailed));
      } finally {
        setProcessing(false);
      }
    },
    [processing, pending, createPayment, notify, setPending],
  );

  const cancel = useCallback(async () => {
    if (!pending) return;
    const { orderCode } = pending;
    setPending(null);
    try {
      await cancelPayment.mutateAsync(orderCode);
      notify.success(CHECKOUT_TEXTS.cancelled);
    } catch (error) {
      notify.error(errorMessage(error, CHECKOUT_TEXTS.cancelFailed));
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all() });
  }, [pending, setPending, cancelPayment, notify, queryClient]);

  return {
    pending,
    processing,
    pollingState: polling.state,
    recheck: polling.restart,
    choosePlan,
    cancel,
    cancelling: cancelPayment.isPending,
  };
}
