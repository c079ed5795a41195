import type { Page } from 'playwright-core';
import { chooseOption } from './select';

/**
 * Opens the 'Tạo công việc' dialog on the jobs page and chooses the account: the dialog, to fill in. As a person
 * would, it waits until an earlier dialog has closed and sees the account chosen before going on (chooseOption).
 */
export async function openCreateJob(page: Page, accountName: string) {
  const dialog = page.getByRole('dialog', { name: 'Tạo công việc mới' });
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Tạo công việc' }).first().click();
  await dialog.waitFor();
  const accountField = dialog.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^Tài khoản$/ }) });
  await chooseOption(page, dialog.getByLabel('Tài khoản'), accountField.getByText(accountName).filter({ visible: true }).first(), accountName);
  return dialog;
}
