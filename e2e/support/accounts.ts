import type { Page } from 'playwright-core';

/** The API as the page calls it, with the page's own token (GET unless a method is given). */
export async function pageApi<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
      const response = await fetch(`/api/v1${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return (await response.json()).data;
    },
    { url: path, method: init.method ?? 'GET', body: init.body },
  );
}

/** The user's accounts as `GET /accounts` answers them (`data.accounts`, spec parts 2 and 3). */
export async function listAccounts<T = { id: string; displayName: string; zaloUserId: string | null; phone: string | null; status: string; proxyId: string | null }>(
  page: Page,
): Promise<T[]> {
  return (await pageApi<{ accounts: T[] }>(page, '/accounts')).accounts;
}

/**
 * Adds an account and logs it in by QR (the simulated phone scans and confirms on its own in demo mode). As a person
 * would, it waits for the add dialog to close before the card's button, and clicks again when the QR dialog does
 * not open (under load a click on the card just drawn was lost once in CI).
 */
export async function addLoggedInAccount(page: Page, displayName: string): Promise<{ id: string }> {
  await page.locator('nav a[href="/accounts"]').first().click();
  await page.getByRole('heading', { name: 'Tài khoản Zalo', exact: true }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Thêm tài khoản' }).first().click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Tên hiển thị').fill(displayName);
  await addDialog.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await page.getByText('Đã thêm tài khoản').waitFor();
  await addDialog.waitFor({ state: 'hidden' });
  const qrDialog = page.getByRole('dialog').filter({ hasText: `Đăng nhập QR: ${displayName}` });
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: 'Đăng nhập QR' }).click();
    const opened = await qrDialog.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    if (opened) break;
    if (attempt === 3) throw new Error(`the QR dialog of ${displayName} did not open after ${attempt} clicks`);
  }
  await page.getByText('Đăng nhập thành công!').waitFor({ timeout: 30_000 });
  await page.getByText('Hoạt động', { exact: true }).first().waitFor({ timeout: 10_000 });
  const [account] = await listAccounts(page);
  return account;
}

/**
 * Adds an account and logs it in by QR through the API only (the simulated phone scans and confirms on its own
 * in demo mode): for a journey that needs a second account beside the one it drives through the UI.
 */
export async function addLoggedInAccountByApi(page: Page, displayName: string): Promise<{ id: string; phone: string | null }> {
  const { id } = await pageApi<{ id: string }>(page, '/accounts', { method: 'POST', body: { displayName } });
  const { loginRequestId } = await pageApi<{ loginRequestId: string }>(page, `/bots/${id}/login/qr/start?t=${Date.now()}`, { method: 'POST' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { status } = await pageApi<{ status: string }>(page, `/bots/${id}/login/qr/status?loginRequestId=${encodeURIComponent(loginRequestId)}`);
    if (status === 'SUCCESS') break;
    if (status === 'EXPIRED' || status === 'ERROR' || Date.now() > deadline) throw new Error(`QR login of ${displayName} ended ${status}`);
    await page.waitForTimeout(500);
  }
  for (;;) {
    const accounts = await listAccounts(page);
    const account = accounts.find((candidate) => candidate.id === id);
    if (account?.status === 'ACTIVE') return account;
    if (Date.now() > deadline) throw new Error(`${displayName} is ${account?.status} after its QR login`);
    await page.waitForTimeout(500);
  }
}
