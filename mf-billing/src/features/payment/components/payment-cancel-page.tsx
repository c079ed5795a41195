import { RedoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { HomeButton, PaymentResultView } from './payment-result-view';

/** /payment/cancel (public): payOS sends the buyer here after a cancelled checkout. */
export function PaymentCancelPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
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
          <Button type="primary" icon={<RedoOutlined />} onClick={() => navigate('/subscription')}>
            Thử thanh toán lại
          </Button>
          <HomeButton />
        </>
      }
    />
  );
}
