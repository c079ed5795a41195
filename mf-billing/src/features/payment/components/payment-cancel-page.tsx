import { RedoOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { HomeButton, PaymentResultView, SubscriptionButton } from './payment-result-view';

/** /payment/cancel (public): payOS sends the buyer here after a cancelled checkout. */
export function PaymentCancelPage() {
  const [search] = useSearchParams();
  const secondsLeft = useRedirectCountdown('/subscription');
  return (
    <PaymentResultView
      tone="warning"
      title="Đã hủy thanh toán"
      description="Bạn đã hủy giao dịch. Gói dịch vụ của bạn không thay đổi."
      orderCode={search.get('orderCode')}
      status={search.get('status')}
      secondsLeft={secondsLeft}
      actions={
        <>
          <SubscriptionButton icon={<RedoOutlined />}>Thử thanh toán lại</SubscriptionButton>
          <HomeButton />
        </>
      }
    />
  );
}
