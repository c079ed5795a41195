import { AppstoreOutlined, ClearOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { planChanged, tokenStore, useNotifications } from 'shared-sdk';
import { usePaymentStatus } from '../api/get-payment-status';
import { usePaymentNotification } from '../hooks/use-payment-notification';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { claimedOutcome, isOrderCode, readReturnParams } from '../utils/payment-outcome';
import { describeResult } from '../utils/result-view';
import { HomeButton, PaymentResultView, SubscriptionButton } from './payment-result-view';

/**
 * /payment/success (public). payOS's query parameters are unsigned, so the page only repeats what they
 * claim; when someone is signed in it asks the server before saying that the plan is active.
 */
export function PaymentSuccessPage() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { clear } = useNotifications();
  const [signedIn] = useState(() => Boolean(tokenStore.get()));

  const params = readReturnParams(search);
  const claim = claimedOutcome(params);
  const orderCode = isOrderCode(params.orderCode) ? params.orderCode : null;
  const asked = claim === 'success' && signedIn && orderCode !== null;
  const server = usePaymentStatus(orderCode, asked);
  const view = describeResult(claim, signedIn, orderCode, {
    asked,
    loading: server.isPending,
    data: server.data,
    error: server.error ?? undefined,
  });

  usePaymentNotification(params.orderCode, view.notification);
  const secondsLeft = useRedirectCountdown('/subscription');

  const verified = view.kind === 'verified';
  useEffect(() => {
    // The plan is in place: this tab and every other open tab learn it.
    if (verified) void planChanged(queryClient);
  }, [verified, queryClient]);

  return (
    <PaymentResultView
      tone={view.tone}
      title={view.title}
      description={view.description}
      orderCode={params.orderCode}
      status={params.status}
      confirmedStatus={asked ? server.data?.status : null}
      secondsLeft={secondsLeft}
      actions={
        <>
          <SubscriptionButton icon={<AppstoreOutlined />}>Xem gói dịch vụ</SubscriptionButton>
          <HomeButton />
          <Button icon={<ClearOutlined />} onClick={() => clear()}>
            Xóa thông báo
          </Button>
        </>
      }
    />
  );
}
