import type { Page } from 'playwright-core';

/** Opens the 'Tạo công việc' dialog on the jobs page and chooses the account: the dialog, to fill in. */
export async function openCreateJob(page: Page, accountName: string) {
  await page.getByRole('button', { name: 'Tạo công việc' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tạo công việc mới' });
  await dialog.waitFor();
  await dialog.getByLabel('Tài khoản').click();
  await page.locator('.ant-select-item-option', { hasText: accountName }).click();
  return dialog;
}
