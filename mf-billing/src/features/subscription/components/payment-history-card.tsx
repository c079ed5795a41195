import { Alert, Card, Table, Tag } from 'antd';
import { errorMessage, formatDateTime, formatVnd, type PaymentHistoryItem } from 'shared-sdk';
import { usePaymentHistory } from '../api/get-payment-history';
import { PAYMENT_STATUS_LABELS } from '../utils/plan-rules';

export function PaymentHistoryTable({ items, loading }: { items: PaymentHistoryItem[]; loading?: boolean }) {
  return (
    <Table<PaymentHistoryItem>
      rowKey="orderCode"
      size="middle"
      loading={loading}
      dataSource={items}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: 'Chưa có giao dịch nào' }}
      columns={[
        { key: 'order', title: 'Mã đơn hàng', dataIndex: 'orderCode', render: (code: number) => `#${code}` },
        { key: 'plan', title: 'Gói', dataIndex: 'planDisplayName' },
        { key: 'amount', title: 'Số tiền', dataIndex: 'amount', render: (amount: number) => formatVnd(amount) },
        {
          key: 'status',
          title: 'Trạng thái',
          dataIndex: 'status',
          render: (status: PaymentHistoryItem['status']) => {
            const meta = PAYMENT_STATUS_LABELS[status] ?? { label: status, color: 'default' };
            return <Tag color={meta.color}>{meta.label}</Tag>;
          },
        },
        { key: 'created', title: 'Ngày tạo', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
        { key: 'paid', title: 'Ngày thanh toán', dataIndex: 'paidAt', render: (value: string | null) => formatDateTime(value) || '—' },
      ]}
    />
  );
}

/** GET /subscription/payments/history as a table. */
export function PaymentHistoryCard() {
  const history = usePaymentHistory();
  return (
    <Card title="Lịch sử giao dịch">
      {history.isError ? (
        <Alert type="error" showIcon title={errorMessage(history.error, 'Không thể tải lịch sử giao dịch')} />
      ) : (
        <PaymentHistoryTable items={history.data ?? []} loading={history.isPending} />
      )}
    </Card>
  );
}
