import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar, type SidebarProps } from './sidebar';

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const handlers = { onLogout: jest.fn(), onLogoutEverywhere: jest.fn(), onClearNotifications: jest.fn() };
  render(
    <MemoryRouter>
      <Sidebar
        user={{ email: 'an@example.com', role: 'ADMIN' }}
        activePath="/accounts"
        hasNotifications={false}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

test('lists the entries in order with their paths and marks the active one', () => {
  renderSidebar({ activePath: '/jobs' });
  const links = within(screen.getByRole('navigation')).getAllByRole('link');
  const expected = [
    ['/dashboard', 'Tổng quan'],
    ['/subscription', 'Gói dịch vụ'],
    ['/accounts', 'Tài khoản'],
    ['/proxies', 'Proxy'],
    ['/friends', 'Quản lý bạn bè'],
    ['/groups', 'Quản lý nhóm'],
    ['/phone-lists', 'Tương tác SĐT'],
    ['/jobs', 'Công việc'],
    ['/shared-pending', 'Kho chung'],
    ['/do-not-contact', 'Không liên hệ'],
  ];
  expect(links).toHaveLength(expected.length);
  expected.forEach(([path, label], index) => {
    expect(links[index]).toHaveAttribute('href', path);
    expect(links[index].textContent?.startsWith(label)).toBe(true);
  });
  expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/jobs');
});

test('shows the e-mail and role, USER when absent', () => {
  renderSidebar({ user: { email: 'binh@example.com' } });
  expect(screen.getByText('binh@example.com')).toBeInTheDocument();
  expect(screen.getByText('USER')).toBeInTheDocument();
});

test('the clear-all button appears only with notifications', async () => {
  const { onClearNotifications, onLogout } = renderSidebar();
  expect(screen.queryByRole('button', { name: /Xóa tất cả thông báo/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Đăng xuất$/ }));
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(onClearNotifications).not.toHaveBeenCalled();
});

test('clicking clear-all calls the handler', async () => {
  const { onClearNotifications } = renderSidebar({ hasNotifications: true });
  await userEvent.click(screen.getByRole('button', { name: /Xóa tất cả thông báo/ }));
  expect(onClearNotifications).toHaveBeenCalledTimes(1);
});

test('logging out everywhere asks first, then calls its handler and not the plain logout', async () => {
  const { onLogout, onLogoutEverywhere } = renderSidebar();
  await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất khỏi mọi thiết bị' }));
  expect(onLogoutEverywhere).not.toHaveBeenCalled();
  expect(await screen.findByText('Mọi phiên đăng nhập của bạn, kể cả phiên này, sẽ kết thúc ngay.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất tất cả' }));
  expect(onLogoutEverywhere).toHaveBeenCalledTimes(1);
  expect(onLogout).not.toHaveBeenCalled();
});
