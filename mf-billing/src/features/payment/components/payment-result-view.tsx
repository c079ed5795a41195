import { HomeOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Grid, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResultTone } from '../utils/result-view';
import { STATUS_LABELS } from '../utils/result-view';

export interface PaymentResultViewProps {
  tone: ResultTone;
  title: string;
  description: string;
  orderCode: string | null;
  /** The status the payment provider put in the URL (PAID, CANCELLED…). */
  status?: string | null;
  /** The status the server confirmed, when it was asked. */
  confirmedStatus?: string | null;
  secondsLeft: number;
  actions: ReactNode;
}

const STATUS_COLORS: Record<string, string> = {
  PAID: 'success',
  COMPLETED: 'success',
  PENDING: 'processing',
  PROCESSING: 'processing',
  CANCELLED: 'warning',
  FAILED: 'error',
};

function StatusTag({ status }: { status: string }) {
  const label = STATUS_LABELS[status.toUpperCase()];
  return <Tag color={STATUS_COLORS[status.toUpperCase()] ?? 'default'}>{label ? `${label} (${status})` : status}</Tag>;
}

/** Both result pages' way back to the dashboard. */
export function HomeButton() {
  const navigate = useNavigate();
  return (
    <Button icon={<HomeOutlined />} onClick={() => navigate('/dashboard')}>
      Về trang chủ
    </Button>
  );
}

/** Both result pages' way to the plans (/subscription): the main button, its icon and words the page's. */
export function SubscriptionButton({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={icon} onClick={() => navigate('/subscription')}>
      {children}
    </Button>
  );
}

/** The body of both payment result pages: outcome, order code and status, the countdown and the buttons. */
export function PaymentResultView(props: PaymentResultViewProps) {
  const { tone, title, description, orderCode, status, confirmedStatus, secondsLeft, actions } = props;
  // On a phone the labels go above their values: side by side, a status tag overflowed the table.
  const wide = Grid.useBreakpoint().sm ?? true;
  return (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 640 }}>
        <Result
          status={tone}
          style={{ padding: '16px 0' }}
          title={
            <Typography.Title id="page-title" level={2} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          }
          subTitle={description}
          extra={
            <Flex justify="center" gap={8} wrap>
              {actions}
            </Flex>
          }
        >
          <Descriptions
            column={1}
            size="small"
            bordered
            layout={wide ? 'horizontal' : 'vertical'}
            items={[
              { key: 'order', label: 'Mã đơn hàng', children: orderCode ? `#${orderCode}` : '—' },
              { key: 'status', label: 'Trạng thái', children: status ? <StatusTag status={status} /> : '—' },
              ...(confirmedStatus
                ? [{ key: 'confirmed', label: 'Xác nhận từ hệ thống', children: <StatusTag status={confirmedStatus} /> }]
                : []),
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: '16px 0 0' }} aria-live="polite">
            Tự động chuyển đến trang Gói dịch vụ sau {secondsLeft} giây...
          </Typography.Paragraph>
        </Result>
      </Card>
    </Flex>
  );
}
