import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AntdProviders } from 'shared-sdk/react';
import { proxyFixture } from '../testing/fixtures';
import { ProxyCard, type ProxyCardProps, usedByText } from './proxy-card';

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

test('shows name, scheme and on/off badges, host:port, masked credentials and the date in UTC+7', () => {
  const { card } = renderCard({ proxy: proxyFixture({ scheme: 'socks5' }) });
  expect(within(card).getByText('Proxy Hà Nội 01')).toBeInTheDocument();
  expect(within(card).getByText('SOCKS5')).toBeInTheDocument();
  // Switched on is not "working": that is the last test's to say.
  expect(within(card).getByText('Đang bật')).toBeInTheDocument();
  expect(within(card).getByText('Chưa kiểm tra')).toBeInTheDocument();
  expect(within(card).queryByText('Hoạt động')).toBeNull();
  expect(within(card).getByText('Chưa có tài khoản nào dùng')).toBeInTheDocument();
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

test('a failed last test shows red with its time, reason and technical detail, never green', () => {
  const { card } = renderCard({
    proxy: proxyFixture({
      lastTest: { ok: false, at: '2026-11-26T03:05:00.000Z', latencyMs: 10_002, error: 'Proxy không mở được kết nối tới example.com:443', detail: 'HTTP 502 Bad Gateway' },
    }),
  });
  const tag = within(card).getByTestId('proxy-test-tag');
  expect(tag).toHaveTextContent('Không kết nối được');
  expect(tag.className).toMatch(/error/);
  expect(within(card).queryByText(/Hoạt động/)).toBeNull();
  const last = within(card).getByTestId('proxy-last-test');
  expect(last).toHaveTextContent('Kiểm tra lần cuối: 10:05 26/11/2026');
  expect(within(last).getByText('Proxy không mở được kết nối tới example.com:443')).toBeInTheDocument();
  expect(within(last).getByText('HTTP 502 Bad Gateway')).toBeInTheDocument();
});

test('a working last test shows green with its time', () => {
  const { card } = renderCard({ proxy: proxyFixture({ lastTest: { ok: true, at: '2026-11-26T03:05:00.000Z', latencyMs: 120, error: null, detail: null } }) });
  expect(within(card).getByTestId('proxy-test-tag')).toHaveTextContent('Hoạt động tốt · 120 ms');
  expect(within(card).getByTestId('proxy-last-test')).toHaveTextContent('Kiểm tra lần cuối: 10:05 26/11/2026');
});

test('names the accounts that use the proxy of how many it may serve, three then how many more', () => {
  const accounts = ['Shop A', 'Shop B', 'Shop C', 'Shop D', 'Shop E'].map((displayName, i) => ({ id: `a${i}`, displayName }));
  const { card } = renderCard({ proxy: proxyFixture({ accounts: accounts.slice(0, 2) }) });
  expect(within(card).getByTestId('proxy-used-by')).toHaveTextContent('Tài khoản dùng (2/5): Shop A, Shop B');
  expect(within(card).queryByTestId('proxy-full')).toBeNull();
  expect(usedByText({ accounts, maxAccounts: 6 })).toBe('Tài khoản dùng (5/6): Shop A, Shop B, Shop C và 2 tài khoản khác');
});

test('says when the proxy serves as many accounts as one proxy may', () => {
  const accounts = ['Shop A', 'Shop B', 'Shop C', 'Shop D', 'Shop E'].map((displayName, i) => ({ id: `a${i}`, displayName }));
  const { card } = renderCard({ proxy: proxyFixture({ accounts }) });
  expect(within(card).getByTestId('proxy-full')).toHaveTextContent('Đã đủ số tài khoản tối đa cho một proxy');
});
