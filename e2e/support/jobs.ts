import type { Page } from 'playwright-core';

/**
 * Opens the 'Tạo công việc' dialog on the jobs page and chooses the account: the dialog, to fill in. As a person
 * would, it waits until an earlier dialog has closed, picks from the open list only, and sees the account chosen
 * before going on (under load a pick was once lost and the test failed at submit).
 */
export async function openCreateJob(page: Page, accountName: string) {
  const dialog = page.getByRole('dialog', { name: 'Tạo công việc mới' });
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Tạo công việc' }).first().click();
  await dialog.waitFor();
  await dialog.getByLabel('Tài khoản').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: accountName }).click();
  const accountField = dialog.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^Tài khoản$/ }) });
  await accountField.getByText(accountName).filter({ visible: true }).first().waitFor();
  return dialog;
}
