import { ExportOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { formatVnd } from 'shared-sdk';
import type { PendingPayment } from '../hooks/use-pending-payment';
import type { PollingState } from '../hooks/use-payment-polling';

export interface PendingPaymentCardProps {
  payment: PendingPayment;
  pollingState: PollingState;
  cancelling?: boolean;
  onCancel: () => void;
  onRecheck: () => void;
}

/** The payment waiting for its result: order code, amount, a link to payOS and a cancel button. */
export function PendingPaymentCard({ payment, pollingState, cancelling, onCancel, onRecheck }: PendingPaymentCardProps) {
  return (
    <Card title="Thanh toán đang chờ xử lý" style={{ height: '100%' }} data-testid="pending-payment-card">
      <Flex vertical gap={12}>
        {payment.popupBlocked && (
          <Alert
            type="warning"
            showIcon
            title="Trình duyệt đã chặn cửa sổ thanh toán"
            description='Bấm "Mở trang thanh toán" để tiếp tục thanh toán.'
          />
        )}
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'order', label: 'Mã đơn hàng', children: <Typography.Text strong>#{payment.orderCode}</Typography.Text> },
            { key: 'plan', label: 'Gói', children: payment.planDisplayName },
            { key: 'amount', label: 'Số tiền', children: formatVnd(payment.amount) },
          ]}
        />
        {pollingState === 'polling' && (
          <Typography.Text type="secondary">
            <LoadingOutlined /> Đang chờ kết quả thanh toán...
          </Typography.Text>
        )}
        {pollingState === 'timeout' && (
          <Alert
            type="warning"
            showIcon
            title="Chưa nhận được kết quả thanh toán"
            description="Vui lòng kiểm tra lịch sử giao dịch."
            action={
              <Button size="small" onClick={onRecheck}>
                Kiểm tra lại
              </Button>
            }
          />
        )}
        <Flex gap={8} wrap>
          <Button type="primary" href={payment.checkoutUrl} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
            Mở trang thanh toán
          </Button>
          <Button danger onClick={onCancel} loading={cancelling}>
            Hủy thanh toán
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
