import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StatCards, type StatCardsProps } from './stat-cards';

const renderCards = (props: StatCardsProps) =>
  render(
    <MemoryRouter>
      <StatCards {...props} />
    </MemoryRouter>,
  );
const card = (name: string) => screen.getByRole('group', { name });

test('six cards with their numbers and hints, proxies linking to /proxies, the reply rate to /reports', () => {
  renderCards({
    stats: {
      accounts: { total: 7, active: 2 },
      bots: { running: 1, active: 2 },
      jobs: { total: 1284, pending: 3, completed: 1190 },
      proxies: { total: 14, active: 10 },
      replies: { replied: 25, messages: 200, rate: 0.125 },
    },
  });
  expect(card('Tài khoản')).toHaveTextContent('Tài khoản72 đang hoạt động');
  expect(card('Bot đang chạy')).toHaveTextContent('Bot đang chạy1/ 2trên 2 tài khoản hoạt động');
  expect(card('Tổng công việc')).toHaveTextContent('Tổng công việc1.2843 chờ xử lý');
  expect(card('Hoàn thành')).toHaveTextContent('Hoàn thành1.190');
  expect(card('Proxy')).toHaveTextContent('Proxy1410 đang hoạt động');
  expect(screen.getByRole('link', { name: 'Quản lý proxy' })).toHaveAttribute('href', '/proxies');
  expect(card('Tỉ lệ trả lời 7 ngày')).toHaveTextContent('Tỉ lệ trả lời 7 ngày12,5%25 trả lời / 200 tin nhắn · Xem báo cáo');
  expect(screen.getByRole('link', { name: 'Xem báo cáo' })).toHaveAttribute('href', '/reports');
});

test('no message sent in the last 7 days: a dash and why, not a 0 % rate', () => {
  renderCards({ stats: { replies: { replied: 0, messages: 0, rate: null } } });
  expect(card('Tỉ lệ trả lời 7 ngày')).toHaveTextContent('Tỉ lệ trả lời 7 ngày—Chưa gửi tin nhắn nào trong 7 ngày qua');
  expect(card('Tỉ lệ trả lời 7 ngày')).not.toHaveTextContent('%');
});

test('a part that failed shows a dash; a loading part shows no number', () => {
  renderCards({ stats: { accounts: { total: 3, active: 1 } }, loading: { jobs: true } });
  expect(card('Proxy')).toHaveTextContent('—');
  expect(card('Bot đang chạy')).toHaveTextContent('—');
  expect(card('Tổng công việc')).not.toHaveTextContent(/\d|—/);
});
