import { Card, Table } from 'antd';
import { formatVnd, type Plan } from 'shared-sdk';
import { formatLimit } from '../utils/plan-rules';

interface Row {
  key: string;
  criterion: string;
  values: Record<string, string>;
}

/** Account limit, duration in days and price, side by side. */
export function PlanComparisonTable({ plans }: { plans: Plan[] }) {
  const rows: Row[] = [
    { key: 'accounts', criterion: 'Số tài khoản', values: Object.fromEntries(plans.map((p) => [p.id, formatLimit(p.accountLimit)])) },
    { key: 'duration', criterion: 'Thời hạn (ngày)', values: Object.fromEntries(plans.map((p) => [p.id, String(p.duration)])) },
    { key: 'price', criterion: 'Giá', values: Object.fromEntries(plans.map((p) => [p.id, formatVnd(p.price)])) },
  ];
  return (
    <Card title="So sánh các gói">
      <Table<Row>
        size="middle"
        pagination={false}
        dataSource={rows}
        scroll={{ x: true }}
        columns={[
          { key: 'criterion', title: 'Tiêu chí', dataIndex: 'criterion' },
          ...plans.map((plan) => ({
            key: plan.id,
            title: plan.displayName,
            align: 'center' as const,
            render: (_: unknown, row: Row) => row.values[plan.id],
          })),
        ]}
      />
    </Card>
  );
}
