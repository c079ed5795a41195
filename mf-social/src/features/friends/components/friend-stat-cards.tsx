import { Card, Col, Row, Statistic } from 'antd';

export interface FriendStatCardsProps {
  total: number;
  active: number;
  accounts: number;
  filtered: number;
}

/** The four cards of the friends page: total friends, active friends, number of accounts, filter result count. */
export function FriendStatCards({ total, active, accounts, filtered }: FriendStatCardsProps) {
  const cards = [
    ['Tổng bạn bè', total],
    ['Đang hoạt động', active],
    ['Số tài khoản', accounts],
    ['Kết quả lọc', filtered],
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {cards.map(([title, value]) => (
        <Col key={title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
