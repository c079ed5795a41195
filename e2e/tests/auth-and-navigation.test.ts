import type { Page } from 'playwright-core';
import { pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot, uniqueEmail, watchedPage } from '../support/browser';

const SIDEBAR: Array<{ label: string; path: string; heading: string }> = [
  { label: 'Dashboard', path: '/dashboard', heading: 'Dashboard' },
  { label: 'Gói dịch vụ', path: '/subscription', heading: 'Gói dịch vụ' },
  { label: 'Tài khoản', path: '/accounts', heading: 'Tài khoản Zalo' },
  { label: 'Proxy', path: '/proxies', heading: 'Quản lý Proxy' },
  { label: 'Thành viên', path: '/team', heading: 'Thành viên' },
  { label: 'Nhật ký hoạt động', path: '/audit-log', heading: 'Nhật ký hoạt động' },
  { label: 'Tích hợp', path: '/integrations', heading: 'Tích hợp' },
  { label: 'Hội thoại', path: '/inbox', heading: 'Hội thoại' },
  { label: 'Quản lý bạn bè', path: '/friends', heading: 'Quản lý bạn bè' },
  { label: 'Quản lý nhóm', path: '/groups', heading: 'Quản lý nhóm' },
  { label: 'Tương tác SĐT', path: '/phone-lists', heading: 'Tương tác theo số điện thoại' },
  { label: 'Công việc', path: '/jobs', heading: 'Công việc' },
  { label: 'Kho chung', path: '/shared-pending', heading: 'Kho chung' },
];

const PASSWORD = 'mat-khau-an-toan-1';
const browser = fileBrowser();

async function register(page: Page, email: string) {
  await page.goto(`${baseUrl()}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Xác nhận mật khẩu').fill(PASSWORD);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await page.getByText('Đăng ký thành công!').waitFor();
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByText('Đăng nhập thành công!').waitFor();
  await page.waitForURL('**/dashboard');
}

async function expectHeading(page: Page, text: string) {
  await page.getByRole('heading', { name: text, exact: true }).first().waitFor({ timeout: 15_000 });
}

/** The JS files a remote's manifest lists for its own copy of a shared package. */
/**
 * The files that hold a remote's own copy of these libraries (its shared fallbacks). A fallback's asset list can also
 * name a small chunk the bundler split out because the remote's code needs the same modules (icons antd uses too):
 * the remote loads that for itself. The copy of the library is the largest file of its list.
 */
async function remoteCopiesOf(packages: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const remote of ['mf-accounts', 'mf-social', 'mf-jobs', 'mf-phone', 'mf-billing']) {
    const manifest = (await (await fetch(`${baseUrl()}/remotes/${remote}/mf-manifest.json`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    for (const shared of manifest.shared.filter((s) => packages.includes(s.name))) {
      const sized = await Promise.all(
        [...shared.assets.js.sync, ...shared.assets.js.async].map(async (file) => {
          const path = `/remotes/${remote}/${file}`;
          return { path, size: (await (await fetch(`${baseUrl()}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength };
        }),
      );
      const copy = sized.sort((a, b) => b.size - a.size)[0];
      if (copy) files.push(copy.path);
    }
  }
  return files;
}

test('register → log in → dashboard → every sidebar entry → reload keeps the session → log out', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The security headers' Content-Security-Policy must let every remote load: Chromium reports refusals here.
  const cspRefusals: string[] = [];
  page.on('console', (message) => /Content Security Policy/i.test(message.text()) && cspRefusals.push(message.text()));

  const first = await page.goto(`${baseUrl()}/`);
  expect(first?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(first?.headers()['x-content-type-options']).toBe('nosniff');
  await page.waitForURL('**/login');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByText('Email không hợp lệ').waitFor();
  await page.getByText('Mật khẩu không được để trống').waitFor();
  await screenshot(page, '01-login');

  const email = uniqueEmail('journey');
  await register(page, email);
  await page.waitForURL(/\/(dashboard|login)$/);
  if (page.url().endsWith('/dashboard')) {
    await page.getByRole('button', { name: /Đăng xuất$/ }).click();
    await page.waitForURL('**/login');
  }

  await logIn(page, email);
  await expectHeading(page, 'Dashboard');
  await signedInAs(page, email);
  await screenshot(page, '02-dashboard');

  for (const entry of SIDEBAR) {
    await page.getByRole('navigation').getByRole('link', { name: entry.label, exact: false }).first().click();
    await page.waitForURL(`**${entry.path}`);
    await expectHeading(page, entry.heading);
  }
  await screenshot(page, '03-shared-pending');

  const duplicates = await remoteCopiesOf(['react', 'react-dom', 'antd']);
  expect(duplicates.length).toBeGreaterThan(0);
  expect(requested.filter((path) => duplicates.includes(path))).toEqual([]);
  // Every stateful singleton and each shared-sdk entry (the barrel and its deep imports): one copy, the shell's.
  const singletons = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', 'antd', 'jotai', 'shared-sdk', 'shared-sdk/react', 'shared-sdk/sign-in'];
  const loadedFromShell = await page.evaluate((names) => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__.__SHARE__;
    const scope = Object.values(share)[0].default;
    return names.map((name) =>
      Object.values(scope[name] ?? {}).filter((entry) => entry.loaded).map((entry) => `${name}@${entry.from}`),
    );
  }, singletons);
  expect(loadedFromShell).toEqual(singletons.map((name) => [`${name}@shell`]));

  await page.reload();
  await page.waitForURL('**/shared-pending');
  await expectHeading(page, 'Kho chung');
  await signedInAs(page, email);

  await page.getByRole('button', { name: /Đăng xuất$/ }).click();
  await page.getByText('Đăng xuất thành công!').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.goto(`${baseUrl()}/dashboard`);
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  expect(pageErrors).toEqual([]);
  expect(cspRefusals).toEqual([]);
  await context.close();
});

test('a stopped remote shows the fallback inside the layout while the other pages keep working', async () => {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = uniqueEmail('fallback');
  await register(page, email);
  if (!page.url().endsWith('/dashboard')) await logIn(page, email);

  await page.route('**/remotes/mf-jobs/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${baseUrl()}/jobs`);
  await page.getByText('Không thể tải mô-đun').waitFor({ timeout: 15_000 });
  await signedInAs(page, email);
  await screenshot(page, '04-remote-fallback');

  await page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' }).first().click();
  await expectHeading(page, 'Tài khoản Zalo');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expectHeading(page, 'Dashboard');

  await page.unroute('**/remotes/mf-jobs/**');
  await page.getByRole('navigation').getByRole('link', { name: 'Công việc' }).first().click();
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expectHeading(page, 'Công việc');
  await context.close();
});

test('an unknown address says "Không tìm thấy trang" (signed out: the way to sign in; signed in: inside the layout, the way back); the payment pages are public; HEAD answers like GET', async () => {
  const context = await browser().newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/khong-ton-tai`);
  await expectHeading(page, 'Không tìm thấy trang');
  expect(new URL(page.url()).pathname).toBe('/khong-ton-tai');
  await page.getByText('Địa chỉ /khong-ton-tai không có trong Zalo Manager: có thể liên kết đã cũ hoặc gõ nhầm.').waitFor();
  await screenshot(page, '05-not-found-signed-out');
  await page.getByRole('link', { name: 'Đăng nhập' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  // A real page still goes to the sign-in page and back.
  await page.goto(`${baseUrl()}/jobs`);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/jobs');

  await page.goto(`${baseUrl()}/payment/cancel?orderCode=123`);
  await expectHeading(page, 'Đã hủy thanh toán');
  expect(new URL(page.url()).pathname).toBe('/payment/cancel');

  const email = uniqueEmail('notfound');
  await register(page, email);
  if (!page.url().endsWith('/dashboard')) await logIn(page, email);
  await page.goto(`${baseUrl()}/trang/cu`);
  await expectHeading(page, 'Không tìm thấy trang');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().waitFor();
  await signedInAs(page, email);
  await screenshot(page, '06-not-found-signed-in');
  await page.getByRole('link', { name: 'Về trang Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await expectHeading(page, 'Dashboard');

  for (const path of ['/dashboard', '/jobs', '/subscription', '/']) {
    const head = await fetch(`${baseUrl()}${path}`, { method: 'HEAD' });
    expect({ path, status: head.status, type: head.headers.get('content-type') }).toEqual({ path, status: 200, type: expect.stringContaining('text/html') });
  }
  await context.close();
});

/** Every sidebar entry lies whole inside the sidebar's visible part and is the element found at its centre. */
/** The profile link names who is signed in (their own workspace is named after their e-mail too). */
const signedInAs = (page: Page, email: string) => page.getByRole('link', { name: `Hồ sơ và bảo mật: ${email}` }).waitFor();

async function hiddenNavEntries(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Điều hướng chính"]')!;
    const box = nav.getBoundingClientRect();
    return [...nav.querySelectorAll('a')].flatMap((link) => {
      const rect = link.getBoundingClientRect();
      const inside = rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5 && rect.bottom <= window.innerHeight;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return inside && hit && link.contains(hit) ? [] : [link.textContent ?? ''];
    });
  });
}

/** Stops the page's clock about now: pauseAt takes a time ahead of the page's, which a busy machine may pass first. */
async function pauseClockNow(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const ahead = (await page.evaluate(() => Date.now())) + 100;
    try {
      await page.clock.pauseAt(ahead);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test.each([
  ['1366 × 768', 1366, 768, false],
  ['a 1366 × 768 laptop browser (650 px high)', 1366, 650, false],
  ['390 × 844', 390, 844, true],
])('the sidebar shows every entry whole at %s, also while a toast is shown', async (_name, width, height, mobile) => {
  const context = await browser().newContext({ viewport: { width, height } });
  const page = await context.newPage();
  // Registering leaves 'Đăng ký thành công!' on screen for 3 s of the page's time: the sidebar is checked while it
  // shows. The page's clock stops once the dashboard's address is reached, so a busy machine drawing the dashboard
  // slowly cannot outlast the toast; it moves on only in the steps the drawer's motion needs.
  await page.clock.install();
  await register(page, uniqueEmail('sidebar'));
  await page.waitForURL('**/dashboard');
  await pauseClockNow(page);
  await page.getByText('Đăng ký thành công!').waitFor();
  if (mobile) {
    await page.getByRole('button', { name: 'Mở thanh điều hướng' }).click();
    await page.clock.runFor(600);
  }
  await page.getByRole('button', { name: 'Xóa tất cả thông báo' }).waitFor();
  await page.getByText('Đăng ký thành công!').waitFor();
  expect(await hiddenNavEntries(page)).toEqual([]);
  await screenshot(page, `07-sidebar-${width}x${height}`);
  await context.close();
});

test('a new customer: the getting-started checklist and the trial on the dashboard; the profile page changes the password (a wrong current one stays under its field and keeps the session)', async () => {
  const { context, page, pageErrors } = await watchedPage(browser(), { width: 1366, height: 768 });
  const email = uniqueEmail('profile');
  await register(page, email);
  if (!page.url().endsWith('/dashboard')) await logIn(page, email);

  const checklist = page.getByTestId('getting-started');
  await checklist.getByText('Đã xong 0/4 bước').waitFor({ timeout: 15_000 });
  await checklist.getByRole('link', { name: /Thêm tài khoản/ }).waitFor();
  await page.getByTestId('plan-usage-panel').getByText(/^Dùng thử miễn phí còn 7 ngày \(đến \d{2}\/\d{2}\/\d{4}\)\./).waitFor({ timeout: 15_000 });
  await screenshot(page, '08-dashboard-new-customer');
  // An account added (not logged in yet): the first step is ticked, the QR login is offered next.
  await pageApi(page, '/accounts', { method: 'POST', body: { displayName: 'Shop Mới' } });
  await page.reload();
  await checklist.getByText('Đã xong 1/4 bước').waitFor({ timeout: 15_000 });
  await checklist.getByRole('listitem', { name: 'Thêm tài khoản Zalo: đã xong' }).waitFor();
  await checklist.getByRole('link', { name: /Mở trang Tài khoản/ }).waitFor();

  await page.getByRole('link', { name: `Hồ sơ và bảo mật: ${email}` }).click();
  await page.waitForURL('**/profile');
  await expectHeading(page, 'Hồ sơ');
  const form = page.getByTestId('change-password-card');
  await form.getByLabel('Mật khẩu hiện tại').fill('khong-dung-1');
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi-1');
  await form.getByLabel('Xác nhận mật khẩu mới').fill('mat-khau-moi-1');
  await form.getByRole('button', { name: /Đổi mật khẩu/ }).click();
  await form.getByText('Mật khẩu hiện tại không đúng').waitFor();
  await screenshot(page, '09-profile-wrong-password');
  // A 400, not a 401: the session goes on.
  await page.reload();
  await expectHeading(page, 'Hồ sơ');
  await page.getByText(email).first().waitFor();

  await form.getByLabel('Mật khẩu hiện tại').fill(PASSWORD);
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill('mat-khau-moi-1');
  await form.getByLabel('Xác nhận mật khẩu mới').fill('mat-khau-moi-1');
  await form.getByRole('button', { name: /Đổi mật khẩu/ }).click();
  await page.getByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.').waitFor();
  await page.reload();
  await expectHeading(page, 'Hồ sơ');

  await page.getByRole('button', { name: /Đăng xuất$/ }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await page.getByText('Email hoặc mật khẩu không đúng').first().waitFor();
  await page.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-moi-1');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  // Back where the customer signed out.
  await page.waitForURL('**/profile');
  expect(pageErrors).toEqual([]);
  await context.close();
});
