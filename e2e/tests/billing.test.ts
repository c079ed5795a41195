import type { BrowserContext, Page } from 'playwright-core';
import { pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';

/**
 * Plans, limits and payment through the payOS simulator (same server, /payos-sim/checkout/<id>):
 * an upgrade that is paid, one that is cancelled, and a forged return URL that must change nothing.
 */
const browser = fileBrowser();

async function signedInUser(prefix: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context, page, pageErrors } = await signedUpPage(browser(), prefix, { width: 1280, height: 900 });
  return { context, page, errors: pageErrors };
}

async function openSubscription(page: Page) {
  await page.goto(`${baseUrl()}/subscription`);
  await page.getByRole('heading', { level: 2, name: 'Gói dịch vụ', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByTestId('plan-card-pro').waitFor({ timeout: 15_000 });
}

const currentCard = (page: Page) => page.getByTestId('current-plan-card');

async function expectTrialBasic(page: Page) {
  const card = currentCard(page);
  await card.getByRole('heading', { name: 'Basic', exact: true }).waitFor();
  await card.getByText('Dùng thử', { exact: true }).waitFor();
  await card.getByText('0 / 3').waitFor();
}

/** "Chọn gói" asks first; its pay button creates the order and opens the checkout in a new tab. */
async function choosePlan(context: BrowserContext, page: Page, plan: 'Plus' | 'Pro'): Promise<Page> {
  await page.getByRole('button', { name: `Chọn gói ${plan}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(`gói ${plan}`).first().waitFor();
  const [checkout] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: /^Thanh toán/ }).click()]);
  await checkout.waitForURL('**/payos-sim/checkout/**', { timeout: 15_000 });
  return checkout;
}

test('a trial user upgrades to Pro through the payOS checkout and gets its limits', async () => {
  const { context, page, errors } = await signedInUser('upgrade');
  await openSubscription(page);
  await expectTrialBasic(page);
  await page.getByTestId('plan-card-plus').getByText('Phổ biến').waitFor();
  await screenshot(page, 'billing-01-subscription-trial');

  // "Chọn gói" asks first and says what happens to the trial's days; "Để sau" creates no order.
  await page.getByRole('button', { name: 'Chọn gói Pro' }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('Chọn gói Pro?').waitFor();
  await confirm.getByText(/^Gói Pro có hiệu lực ngay khi thanh toán xong\. Bạn vẫn giữ 7 ngày dùng thử còn lại/).waitFor();
  await screenshot(page, 'billing-01b-confirm-from-trial');
  await confirm.getByRole('button', { name: 'Để sau' }).click();
  await confirm.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('pending-payment-card').count()).toBe(0);
  expect(await pageApi<unknown[]>(page, '/subscription/payments/history')).toEqual([]);

  const checkout = await choosePlan(context, page, 'Pro');
  const pending = page.getByTestId('pending-payment-card');
  await pending.waitFor();
  const orderCode = (await pending.getByText(/^#\d+$/).textContent())!.slice(1);
  await pending.getByText(/999\.000/).waitFor();
  for (const plan of ['Basic', 'Plus', 'Pro']) {
    expect(await page.getByTestId(`plan-card-${plan.toLowerCase()}`).getByRole('button').isDisabled()).toBe(true);
  }
  await screenshot(page, 'billing-02-pending');
  await checkout.getByText(orderCode).waitFor();
  await screenshot(checkout, 'billing-03-payos-checkout');

  await checkout.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await checkout.waitForURL('**/payment/success?**');
  const returned = new URL(checkout.url()).searchParams;
  expect(returned.get('orderCode')).toBe(orderCode);
  expect(returned.get('status')).toBe('PAID');
  await checkout.getByRole('heading', { name: 'Thanh toán thành công' }).waitFor({ timeout: 15_000 });
  await checkout.getByText('Gói Pro đã được kích hoạt.').first().waitFor();
  await screenshot(checkout, 'billing-04-payment-success');
  await checkout.waitForURL('**/subscription', { timeout: 10_000 });
  await currentCard(checkout).getByRole('heading', { name: 'Pro', exact: true }).waitFor({ timeout: 15_000 });
  await checkout.close();

  // The first tab learns it by polling (every 5 s).
  await pending.waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByText('Gói Pro đã được kích hoạt.').first().waitFor();
  const card = currentCard(page);
  await card.getByRole('heading', { name: 'Pro', exact: true }).waitFor();
  await card.getByText('Đang hoạt động').waitFor();
  await card.getByText('0 / 50').waitFor();
  // Upgrading during the 7-day trial keeps its remaining days: the paid 30 days start when the trial ends.
  await card.getByText(/^3[6-8] ngày$/).waitFor();
  const current = page.getByRole('button', { name: 'Gói hiện tại Pro' });
  expect(await current.isDisabled()).toBe(true);
  await current.getByText('Bạn đang dùng gói này').waitFor();
  expect(await page.getByRole('button', { name: 'Chọn gói Plus' }).isEnabled()).toBe(true);
  // A downgrade is confirmed first and says what is lost: Pro's days left and its group messaging.
  await page.getByRole('button', { name: 'Chọn gói Plus' }).click();
  const downgrade = page.getByRole('dialog');
  await downgrade.getByText('Chuyển từ gói Pro xuống gói Plus?').waitFor();
  await downgrade.getByText(/^Gói Pro hiện tại còn 3[6-8] ngày .*không được cộng dồn sang gói Plus và không được hoàn tiền\.$/).waitFor();
  await downgrade.getByText('Gói Plus không có: Gửi tin nhắn hàng loạt vào nhóm.').waitFor();
  await screenshot(page, 'billing-05b-confirm-downgrade');
  await downgrade.getByRole('button', { name: 'Để sau' }).click();
  await downgrade.waitFor({ state: 'hidden' });
  expect(await page.getByTestId('pending-payment-card').count()).toBe(0);
  const history = page.getByRole('row', { name: new RegExp(`#${orderCode}`) });
  await history.getByText('Thành công').waitFor();
  await screenshot(page, 'billing-05-subscription-pro');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  const usage = page.getByTestId('plan-usage-panel');
  await usage.getByText('Pro', { exact: true }).waitFor({ timeout: 15_000 });
  await usage.getByTestId('usage-Tài khoản').getByText('0 / 50').waitFor();
  await usage.getByTestId('usage-Công việc hôm nay').getByText('0 / ∞').waitFor();
  await screenshot(page, 'billing-06-dashboard-usage');
  expect(errors).toEqual([]);
  await context.close();
});

test('a cancelled payment leaves the plan unchanged', async () => {
  const { context, page, errors } = await signedInUser('cancel');
  await openSubscription(page);
  const checkout = await choosePlan(context, page, 'Plus');
  const pending = page.getByTestId('pending-payment-card');
  await pending.waitFor();

  await checkout.getByRole('button', { name: 'Hủy thanh toán' }).click();
  await checkout.waitForURL('**/payment/cancel?**');
  expect(new URL(checkout.url()).searchParams.get('cancel')).toBe('true');
  await checkout.getByRole('heading', { name: 'Đã hủy thanh toán' }).waitFor({ timeout: 15_000 });
  await checkout.getByRole('button', { name: /Thử thanh toán lại/ }).waitFor();
  await screenshot(checkout, 'billing-07-payment-cancel');
  await checkout.close();

  await pending.waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByText('Thanh toán không thành công. Vui lòng thử lại.').first().waitFor();
  await expectTrialBasic(page);
  expect(await page.getByRole('button', { name: 'Chọn gói Plus' }).isEnabled()).toBe(true);
  await page.getByRole('row', { name: /Plus/ }).getByText('Đã hủy').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a forged return URL changes nothing', async () => {
  const { context, page, errors } = await signedInUser('forged');
  await page.goto(`${baseUrl()}/payment/success?code=00&status=PAID&orderCode=123&cancel=false`);
  await page.getByRole('heading', { name: 'Không thể xác nhận thanh toán' }).waitFor({ timeout: 15_000 });
  expect(await page.getByText('Thanh toán thành công').count()).toBe(0);
  await screenshot(page, 'billing-08-forged-return');
  await page.waitForURL('**/subscription', { timeout: 10_000 });
  await page.getByTestId('current-plan-card').waitFor({ timeout: 15_000 });
  await expectTrialBasic(page);

  // The user's own unpaid order, with a forged "PAID" return: the server still says PENDING.
  const orderCode = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    const plans = (await (await fetch('/api/v1/subscription/plans', { headers })).json()).data as Array<{ id: string; name: string }>;
    const pro = plans.find((plan) => plan.name === 'pro')!;
    const created = await fetch('/api/v1/subscription/payment/create', { method: 'POST', headers, body: JSON.stringify({ planId: pro.id }) });
    return ((await created.json()).data as { orderCode: number }).orderCode;
  });
  await page.goto(`${baseUrl()}/payment/success?code=00&status=PAID&orderCode=${orderCode}&cancel=false&id=forged`);
  await page.getByRole('heading', { name: 'Đang chờ xác nhận thanh toán' }).waitFor({ timeout: 15_000 });
  expect(await page.getByText('Thanh toán thành công').count()).toBe(0);
  await openSubscription(page);
  await expectTrialBasic(page);

  // Signed out, the page only repeats the gateway's claim.
  const anonymous = await browser().newPage();
  await anonymous.goto(`${baseUrl()}/payment/success?code=00&status=PAID&orderCode=123&cancel=false`);
  await anonymous.getByRole('heading', { name: 'Cổng thanh toán báo giao dịch thành công' }).waitFor({ timeout: 15_000 });
  await anonymous.close();
  expect(errors).toEqual([]);
  await context.close();
});

test('an upgrade paid from another tab reaches this one without a reload: the Pro gate opens by itself, the plan panel follows', async () => {
  const { context, page, errors } = await signedInUser('two-tabs');
  // Tab 1: the by-tags group send, closed by the Pro gate on the trial's Basic.
  await page.goto(`${baseUrl()}/groups`);
  await page.getByRole('button', { name: /^Gửi theo/ }).click();
  const gated = page.locator('.ant-modal').filter({ has: page.getByRole('heading', { name: 'Yêu cầu gói Pro' }) });
  await gated.waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-09-tab1-gate');

  // Tab 2: the plan page, where the customer upgrades and pays on the payOS checkout (a third tab).
  const second = await context.newPage();
  await openSubscription(second);
  const checkout = await choosePlan(context, second, 'Pro');
  await checkout.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await checkout.getByRole('heading', { name: 'Thanh toán thành công' }).waitFor({ timeout: 15_000 });
  await checkout.close();

  // Tab 1 was never reloaded: the gate has given way to the wizard.
  await page.getByRole('heading', { name: 'Yêu cầu gói Pro' }).waitFor({ state: 'detached', timeout: 15_000 });
  await page.locator('.ant-modal').getByRole('button', { name: /Tiếp theo/ }).first().waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-10-tab1-gate-opened');
  await page.keyboard.press('Escape');

  // Its dashboard also reads Pro; and a tab that only gets the focus back asks again too.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByTestId('plan-usage-panel').getByText('Pro', { exact: true }).waitFor({ timeout: 15_000 });
  await second.close();
  expect(errors).toEqual([]);
  await context.close();
});
