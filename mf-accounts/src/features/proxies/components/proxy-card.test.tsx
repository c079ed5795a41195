import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProviders } from 'shared-sdk/react';
import { proxyFixture } from '../testing/fixtures';
import { ProxyCard, type ProxyCardProps } from './proxy-card';

function renderCard(props: Partial<ProxyCardProps> = {}) {
  const handlers = { onTest: jest.fn(), onToggle: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() };
  const proxy = props.proxy ?? proxyFixture();
  render(
    <AntdProviders>
      <ProxyCard proxy={proxy} {...handlers} {...props} />
    </AntdProviders>,
  );
  return { ...handlers, card: screen.getByRole('article', { name: proxy.name }) };
}

test('shows name, scheme and active badges, host:port, masked credentials and the date in UTC+7', () => {
  const { card } = renderCard({ proxy: proxyFixture({ scheme: 'socks5' }) });
  expect(within(card).getByText('Proxy Hà Nội 01')).toBeInTheDocument();
  expect(within(card).getByText('SOCKS5')).toBeInTheDocument();
  expect(within(card).getByText('Hoạt động')).toBeInTheDocument();
  expect(within(card).getByText('103.145.22.10:8080')).toBeInTheDocument();
  expect(within(card).getByText('kh***01 : ••••••')).toBeInTheDocument();
  expect(within(card).getByText('Tạo lúc: 15/03/2026 09:30')).toBeInTheDocument();
  expect(card.textContent).not.toMatch(/password|mật khẩu/i);
});

test('an active proxy offers test, toggle, edit and delete', async () => {
  const proxy = proxyFixture();
  const { card, onTest, onToggle, onEdit, onDelete } = renderCard({ proxy });
  await userEvent.click(within(card).getByRole('button', { name: /Kiểm tra/ }));
  await userEvent.click(within(card).getByRole('switch', { name: 'Bật/tắt proxy Proxy Hà Nội 01' }));
  await userEvent.click(within(card).getByRole('button', { name: /Sửa/ }));
  await userEvent.click(within(card).getByRole('button', { name: /Xóa/ }));
  expect(onTest).toHaveBeenCalledWith(proxy);
  expect(onToggle).toHaveBeenCalledWith(proxy);
  expect(onEdit).toHaveBeenCalledWith(proxy);
  expect(onDelete).toHaveBeenCalledWith(proxy);
});

test('an inactive proxy cannot be tested and says it is off', () => {
  const { card } = renderCard({ proxy: proxyFixture({ isActive: false }) });
  expect(within(card).queryByRole('button', { name: /Kiểm tra/ })).toBeNull();
  expect(within(card).getByText('Đã tắt')).toBeInTheDocument();
  expect(within(card).getByRole('switch')).not.toBeChecked();
});

test('without credentials, and an IPv6 host in brackets', () => {
  const { card } = renderCard({ proxy: proxyFixture({ host: '2001:db8::1', port: 1080, maskedUsername: null, hasPassword: false }) });
  expect(within(card).getByText('Không xác thực')).toBeInTheDocument();
  expect(within(card).getByText('[2001:db8::1]:1080')).toBeInTheDocument();
});
