import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export const E2E_PASSWORD = 'mat-khau-an-toan-1';

/** Registers through the form and ends signed in on /dashboard (logging in when registration gave no token). */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl()}/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Xác nhận mật khẩu').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await page.getByText('Đăng ký thành công!').waitFor();
  await page.waitForURL(/\/(dashboard|login)$/);
  if (page.url().endsWith('/login')) {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL('**/dashboard');
  }
}
