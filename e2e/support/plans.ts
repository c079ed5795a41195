import type { Page } from 'playwright-core';
import { pageApi } from './accounts';

/**
 * Puts the signed-in user on a paid plan the way a customer does, minus the plan page: a payment link from the
 * API, paid on the payOS simulator's checkout page (billing.test.ts covers the plan page itself). The page's
 * queries still hold the old plan: reload or navigate afterwards.
 */
export async function payForPlan(page: Page, planName: 'plus' | 'pro'): Promise<void> {
  const plans = await pageApi<Array<{ id: string; name: string }>>(page, '/subscription/plans');
  const plan = plans.find((candidate) => candidate.name === planName);
  if (!plan) throw new Error(`no ${planName} plan`);
  const link = await pageApi<{ checkoutUrl: string }>(page, '/subscription/payment/create', { method: 'POST', body: { planId: plan.id } });
  const checkout = await page.context().newPage();
  await checkout.goto(link.checkoutUrl.replace(/^https?:\/\/[^/]+/, new URL(page.url()).origin));
  await checkout.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await checkout.getByRole('heading', { name: 'Thanh toán thành công' }).waitFor({ timeout: 15_000 });
  await checkout.close();
  const current = await pageApi<{ plan: { name: string } }>(page, '/subscription/current');
  if (current.plan.name !== planName) throw new Error(`paid for ${planName}, the plan is ${current.plan.name}`);
}
