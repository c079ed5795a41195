import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plans } from '../../../testing/fixtures';
import { PlanCard } from './plan-card';

const [basic, plus, pro] = plans;
const enabled = { disabled: false, label: 'Chọn gói', isCurrent: false };

test('price per month, account limit, features; the popular plan is marked', async () => {
  const onChoose = jest.fn();
  render(<PlanCard plan={plus} button={enabled} onChoose={onChoose} />);
  expect(screen.getByRole('heading', { name: 'Plus' })).toBeInTheDocument();
  expect(screen.getByText(/199\.000/)).toHaveTextContent('₫');
  expect(screen.getByText('/ tháng')).toBeInTheDocument();
  expect(screen.getByText('Tối đa 10 tài khoản')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10 tài khoản Zalo', 'Hẹn giờ gửi tin']);
  expect(screen.getByText('Phổ biến')).toBeInTheDocument();
  const choose = screen.getByRole('button', { name: 'Chọn gói Plus' });
  expect(choose).not.toHaveClass('ant-btn-variant-text');
  await userEvent.click(choose);
  expect(onChoose).toHaveBeenCalledWith(plus);
});

test('other plans carry no ribbon; unlimited accounts read as such', () => {
  render(<PlanCard plan={pro} button={enabled} onChoose={() => {}} />);
  expect(screen.queryByText('Phổ biến')).not.toBeInTheDocument();
  expect(screen.queryByText('Đang dùng')).not.toBeInTheDocument();
  expect(screen.getByText('Không giới hạn tài khoản')).toBeInTheDocument();
});

test('the current plan does not look like something to buy: a plain status line, disabled', async () => {
  const onChoose = jest.fn();
  render(<PlanCard plan={basic} button={{ disabled: true, label: 'Gói hiện tại', isCurrent: true }} onChoose={onChoose} />);
  expect(screen.getByText('Đang dùng')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Gói hiện tại Basic' });
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent('Bạn đang dùng gói này');
  // No border, no fill: antd's text button, unlike the choose buttons of the other plans.
  expect(button).toHaveClass('ant-btn-variant-text');
  await userEvent.click(button).catch(() => {});
  expect(onChoose).not.toHaveBeenCalled();
});
