import type { Page } from 'playwright-core';
import { addLoggedInAccountByApi, listAccounts, pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot, uniqueEmail, watchedPage } from '../support/browser';
import { openCreateJob } from '../support/jobs';
import { E2E_PASSWORD, signedUpPage } from '../support/sign-up';
import { chooseOption } from '../support/select';

const browser = fileBrowser();

// A journey of two people through eight pages.
jest.setTimeout(240_000);

interface Friend {
  phone: string | null;
}
interface AuditRow {
  actor: { email: string } | null;
  action: string;
  target: { type: string; name?: string } | null;
}

/** Opens a page from the sidebar and waits for its heading. */
async function openFromNav(page: Page, path: string, heading: string) {
  await page.locator(`nav a[href="${path}"]`).first().click();
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: 15_000 });
}

test('a team: the owner invites an agent for one of two Zalo accounts, the agent joins by the link and sees only that account, cannot open billing, creates a job; the owner removes them, their next click lands on /login, and the audit log shows it all', async () => {
  // The owner: two logged-in simulator accounts.
  const owner = await signedUpPage(browser(), 'team-owner', { width: 1366, height: 900 });
  const page = owner.page;
  await addLoggedInAccountByApi(page, 'Shop Một');
  await addLoggedInAccountByApi(page, 'Shop Hai');
  await page.reload();

  // The invitation: an agent for 'Shop Một' only; the link is shown with its rules.
  const agentEmail = uniqueEmail('team-agent');
  await openFromNav(page, '/team', 'Thành viên');
  await page.getByText(/Đã dùng \d+(\/\d+| chỗ \(không giới hạn\))/).first().waitFor();
  await page.getByRole('button', { name: 'Mời thành viên' }).click();
  const invite = page.getByRole('dialog', { name: 'Mời thành viên' });
  await invite.getByLabel('Email').fill(agentEmail);
  await invite.getByText('Nhân viên', { exact: true }).click();
  await chooseOption(page, invite.getByLabel('Tài khoản Zalo'), invite.locator('.ant-select-selection-item', { hasText: 'Shop Một' }).first(), 'Shop Một');
  // A multiple select stays open after a choice: close it as a person would before the button under it.
  await page.keyboard.press('Escape');
  await invite.getByRole('button', { name: 'Tạo liên kết mời' }).click();
  const linkField = invite.getByLabel('Liên kết mời');
  await linkField.waitFor();
  await invite.getByText('Liên kết dùng được một lần, hết hạn sau 7 ngày').waitFor();
  const link = await linkField.inputValue();
  expect(link.startsWith(`${baseUrl()}/register?invite=`)).toBe(true);
  await screenshot(page, 'team-01-invitation-link');
  await invite.getByRole('button', { name: 'Đóng', exact: true }).last().click();
  await page.getByRole('list', { name: 'Lời mời đang chờ' }).getByText(agentEmail).waitFor();

  // The agent registers through the link in a browser of their own: the e-mail is the invitation's, locked.
  const agent = await watchedPage(browser(), { width: 390, height: 844 });
  const agentPage = agent.page;
  await agentPage.goto(link);
  await agentPage.getByText(/Bạn được mời tham gia .+ với vai trò Nhân viên/).waitFor();
  const email = agentPage.getByLabel('Email');
  expect(await email.inputValue()).toBe(agentEmail);
  expect(await email.getAttribute('readonly')).not.toBeNull();
  await agentPage.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
  await agentPage.getByLabel('Xác nhận mật khẩu').fill(E2E_PASSWORD);
  await agentPage.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await agentPage.waitForURL('**/dashboard');

  // Only 'Shop Một', on every page; no billing, proxies, team or audit log entries.
  const accounts = await listAccounts(agentPage);
  expect(accounts.map((account) => account.displayName)).toEqual(['Shop Một']);
  await agentPage.setViewportSize({ width: 1366, height: 900 });
  await agentPage.reload();
  const nav = agentPage.locator('nav');
  await nav.locator('a[href="/accounts"]').waitFor();
  for (const path of ['/subscription', '/proxies', '/team', '/audit-log']) expect(await nav.locator(`a[href="${path}"]`).count()).toBe(0);
  for (const [path, heading] of [
    ['/accounts', 'Tài khoản Zalo'],
    ['/friends', 'Quản lý bạn bè'],
    ['/groups', 'Quản lý nhóm'],
    ['/jobs', 'Công việc'],
    ['/inbox', 'Hội thoại'],
    ['/phone-lists', 'Tương tác theo số điện thoại'],
  ] as const) {
    await openFromNav(agentPage, path, heading);
    await agentPage.waitForLoadState('networkidle');
    expect(await agentPage.getByText('Shop Hai').count()).toBe(0);
  }
  await screenshot(agentPage, 'team-02-agent-phone-lists');

  // Billing by its address: the refusal, not the page.
  await agentPage.goto(`${baseUrl()}/subscription`);
  await agentPage.getByText('Bạn không có quyền mở trang này').waitFor({ timeout: 15_000 });
  await agentPage.getByText('Chỉ chủ sở hữu xem được trang này').waitFor();
  await screenshot(agentPage, 'team-03-agent-billing-refused');

  // The agent creates a job for their account.
  const [shopOne] = accounts;
  const { friends } = await pageApi<{ friends: Friend[] }>(agentPage, `/accounts/${shopOne.id}/friends`);
  const phones = friends.filter((friend) => friend.phone).slice(0, 2).map((friend) => friend.phone as string);
  await openFromNav(agentPage, '/jobs', 'Công việc');
  const dialog = await openCreateJob(agentPage, 'Shop Một');
  await dialog.getByLabel('Nội dung tin nhắn').fill('Chào bạn, nhân viên shop gửi lời chào');
  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill(phones.join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await agentPage.getByText('Đã tạo công việc thành công').waitFor();

  // The owner removes the agent: asked first, said that they are signed out at once.
  // The owner comes back to the page later (it still shows the invitation as they left it until then).
  await openFromNav(page, '/dashboard', 'Dashboard');
  await openFromNav(page, '/team', 'Thành viên');
  await page.getByRole('button', { name: `Xóa ${agentEmail}` }).click();
  await page.getByText('Người này sẽ bị đăng xuất ngay', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Xóa', exact: true }).click();
  await page.getByText('Đã xóa thành viên').waitFor();
  // Gone from the members (the used invitation may still be listed as used).
  await page.getByRole('button', { name: `Xóa ${agentEmail}` }).waitFor({ state: 'detached' });

  // The agent's next click lands on the login page, with the reason.
  await agentPage.locator('nav a[href="/friends"]').first().click();
  await agentPage.waitForURL(/\/login/, { timeout: 15_000 });
  await agentPage.getByText('Phiên đăng nhập đã kết thúc', { exact: false }).waitFor();
  await screenshot(agentPage, 'team-04-agent-signed-out');

  // The owner's audit log: the invitation, the agent's job and the removal.
  await openFromNav(page, '/audit-log', 'Nhật ký hoạt động');
  await page.getByRole('table').getByText(agentEmail).first().waitFor({ timeout: 15_000 });
  const { entries } = await pageApi<{ entries: AuditRow[] }>(page, '/audit-log?limit=100');
  const actions = entries.map((entry) => entry.action);
  expect(actions.some((action) => /invit/i.test(action))).toBe(true);
  expect(entries.some((entry) => /job/i.test(entry.action) && entry.actor?.email === agentEmail)).toBe(true);
  expect(actions.some((action) => /remov|member\.delete/i.test(action))).toBe(true);
  await screenshot(page, 'team-05-audit-log');

  expect(owner.pageErrors).toEqual([]);
  expect(agent.pageErrors).toEqual([]);
  await agent.context.close();
  await owner.context.close();
});
