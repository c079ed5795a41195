import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Sidebar, type SidebarProps } from './sidebar';

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const handlers = { onLogout: jest.fn(), onClearNotifications: jest.fn() };
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

test('lists the entries in order with their paths and marks the active one (an owner sees every page)', () => {
  renderSidebar({ activePath: '/jobs', role: 'OWNER' });
  const links = within(screen.getByRole('navigation')).getAllByRole('link');
  const expected = [
    ['/dashboard', 'Dashboard'],
    ['/subscription', 'Gói dịch vụ'],
    ['/accounts', 'Tài khoản'],
    ['/proxies', 'Proxy'],
    ['/team', 'Thành viên'],
    ['/audit-log', 'Nhật ký hoạt động'],
    ['/integrations', 'Tích hợp'],
    ['/inbox', 'Hội thoại'],
    ['/friends', 'Quản lý bạn bè'],
    ['/groups', 'Quản lý nhóm'],
    ['/phone-lists', 'Tương tác SĐT'],
    ['/jobs', 'Công việc'],
    ['/shared-pending', 'Kho chung'],
    ['/do-not-contact', 'Không liên hệ'],
    ['/reports', 'Báo cáo'],
  ];
  expect(links).toHaveLength(expected.length);
  expected.forEach(([path, label], index) => {
    expect(links[index]).toHaveAttribute('href', path);
    expect(links[index].textContent?.startsWith(label)).toBe(true);
  });
  expect(screen.getByRole('link', { current: 'page' })).toHaveAttribute('href', '/jobs');
});

const entryPaths = () => within(screen.getByRole('navigation')).getAllByRole('link').map((link) => link.getAttribute('href'));

test('an admin sees no billing; an agent no billing, proxies, team, audit log or integrations; nothing restricted while the role is unknown', () => {
  const restricted = ['/subscription', '/proxies', '/team', '/audit-log', '/integrations'];
  renderSidebar({ role: 'ADMIN' });
  expect(entryPaths()).not.toContain('/subscription');
  expect(entryPaths()).toEqual(expect.arrayContaining(['/proxies', '/team', '/audit-log', '/integrations', '/accounts']));
  cleanup();
  renderSidebar({ role: 'AGENT' });
  for (const path of restricted) expect(entryPaths()).not.toContain(path);
  expect(entryPaths()).toEqual(expect.arrayContaining(['/dashboard', '/accounts', '/inbox', '/friends', '/groups', '/jobs', '/phone-lists']));
  cleanup();
  renderSidebar({ role: null });
  for (const path of restricted) expect(entryPaths()).not.toContain(path);
});

test('with a workspace role, the user area says it in Vietnamese instead of the platform role', () => {
  renderSidebar({ user: { email: 'binh@example.com', role: 'USER' }, role: 'AGENT' });
  expect(within(screen.getByRole('link', { name: 'Hồ sơ và bảo mật: binh@example.com' })).getByText('Nhân viên · Hồ sơ và bảo mật')).toBeInTheDocument();
});

test('shows the e-mail and the role in Vietnamese (USER when absent), as a link to the profile page', () => {
  renderSidebar({ user: { email: 'binh@example.com' } });
  const profile = screen.getByRole('link', { name: 'Hồ sơ và bảo mật: binh@example.com' });
  expect(profile).toHaveAttribute('href', '/profile');
  expect(within(profile).getByText('binh@example.com')).toBeInTheDocument();
  expect(within(profile).getByText('Người dùng · Hồ sơ và bảo mật')).toBeInTheDocument();
});

test('the clear-all button shares the logout row: a toast adds no row that would push the last entry out of view', () => {
  renderSidebar({ hasNotifications: true });
  const logout = screen.getByRole('button', { name: /Đăng xuất$/ });
  expect(logout.parentElement).toContainElement(screen.getByRole('button', { name: 'Xóa tất cả thông báo' }));
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

test("a badge shows on its entry's icon only while its count is above 0", () => {
  renderSidebar({ badges: { '/inbox': 3, '/jobs': 0 } });
  const inbox = screen.getByRole('link', { name: /Hội thoại/ });
  expect(within(inbox).getByTitle('3')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /Công việc/ })).queryByTitle('0')).toBeNull();
  expect(within(screen.getByRole('link', { name: /Tài khoản/ })).queryByRole('img', { hidden: true, name: /\d/ })).toBeNull();
});
