import { isAppPath, PUBLIC_REMOTE_PAGES, remoteLabel, SIGNED_IN_REMOTE_PAGES } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

test('the routes come from the remotes’ declarations: public payment results, every other page behind the guard', () => {
  expect(PUBLIC_REMOTE_PAGES).toEqual([
    { remote: 'mf_billing', path: 'payment/success', roles: undefined },
    { remote: 'mf_billing', path: 'payment/cancel', roles: undefined },
  ]);
  expect(SIGNED_IN_REMOTE_PAGES.map(({ path }) => path).sort()).toEqual(
    ['accounts', 'audit-log', 'do-not-contact', 'friends', 'groups', 'inbox', 'integrations', 'jobs', 'phone-lists', 'proxies', 'reports', 'shared-pending', 'subscription', 'team'],
  );
  // Pages only some roles may open carry their roles to the route (the refusal) and the sidebar.
  const rolesOf = (path: string) => SIGNED_IN_REMOTE_PAGES.find((page) => page.path === path)?.roles;
  expect(rolesOf('subscription')).toEqual(['OWNER']);
  expect(rolesOf('proxies')).toEqual(['OWNER', 'ADMIN']);
  expect(rolesOf('team')).toEqual(['OWNER', 'ADMIN']);
  expect(rolesOf('audit-log')).toEqual(['OWNER', 'ADMIN']);
  expect(rolesOf('integrations')).toEqual(['OWNER', 'ADMIN']);
  expect(rolesOf('accounts')).toBeUndefined();
  expect(SIGNED_IN_REMOTE_PAGES.find(({ path }) => path === 'proxies')?.remote).toBe('mf_accounts');
  expect(SIGNED_IN_REMOTE_PAGES.find(({ path }) => path === 'do-not-contact')?.remote).toBe('mf_jobs');
  expect(SIGNED_IN_REMOTE_PAGES.find(({ path }) => path === 'reports')?.remote).toBe('mf_jobs');
});

test('a remote that cannot load is named in Vietnamese', () => {
  expect(remoteLabel('mf_jobs')).toBe('Công việc & Kho chung');
  expect(remoteLabel('mf_billing')).toBe('Gói dịch vụ & Thanh toán');
});

test('the pages of the app, signed in or not, and nothing else', () => {
  for (const path of ['/', '/dashboard', '/profile', '/jobs', '/jobs/', '/accounts', '/do-not-contact', '/payment/success', '/team', '/audit-log', '/integrations', '/invite/abc']) expect(isAppPath(path)).toBe(true);
  for (const path of ['/khong-ton-tai', '/dashboards', '/jobsx', '/api-docs']) expect(isAppPath(path)).toBe(false);
});
