import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type AccountHealth, accountHealthApi, accountsApi, type PhoneAccountQuota, phoneListsApi } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { billingGate, GATE_CLOSED_TEXT } from './billing-gate';
import { healthOf, sampleAccounts } from './fixtures';

/**
 * The calls of a schedule dialog with account quotas, answered for its component tests: the plan's gate open (see
 * billing-gate.ts), the sample accounts, these
 * saved quotas, the ACTIVE accounts' health (`warmUp`: the day of their warm-up, null once over), a quota save that
 * answers the quota it saved, and the schedule's creation (`create`: which call of phoneListsApi); tests change what
 * they need.
 */
export function mockQuotaScheduleApi(options: {
  savedQuotas: PhoneAccountQuota[];
  warmUp?: AccountHealth['warmUp'];
  create: 'scheduleFriendRequests' | 'scheduleMessages';
}) {
  billingGate.open = true;
  billingGate.features = [];
  const active = sampleAccounts.filter((account) => account.status === 'ACTIVE');
  return {
    accounts: jest.spyOn(accountsApi, 'list').mockResolvedValue(sampleAccounts),
    quotas: jest.spyOn(phoneListsApi, 'accountQuotas').mockResolvedValue({ quotas: options.savedQuotas }),
    health: jest.spyOn(accountHealthApi, 'list').mockResolvedValue(active.map((account) => healthOf(account.id, options.warmUp))),
    quota: jest.spyOn(phoneListsApi, 'updateAccountQuota').mockImplementation(async (accountId: string, body) => ({
      accountId,
      dailyLimit: body.dailyLimit ?? 50,
      messageDailyLimit: body.messageDailyLimit ?? 100,
      dailyLimitSaved: body.dailyLimit !== undefined,
      messageDailyLimitSaved: body.messageDailyLimit !== undefined,
    })),
    schedule: jest.spyOn(phoneListsApi, options.create).mockResolvedValue({ schedule: { id: 's1', isActive: true, nextRunAt: null } }),
  };
}

/** Renders a schedule dialog and waits until the accounts and their caps have arrived (the second account's quota is `secondQuota`). */
export async function renderWithQuotas(ui: ReactElement, secondQuota: string) {
  renderWithApp(ui);
  await screen.findByLabelText(`Hạn mức mỗi ngày của ${sampleAccounts[0].displayName}`);
  await waitFor(() => expect(screen.getByLabelText(`Hạn mức mỗi ngày của ${sampleAccounts[1].displayName}`)).toHaveValue(secondQuota));
}

/** Renders a schedule dialog for a plan without schedule_messages: the upgrade is shown, asked of the gate for that feature. */
export async function renderBehindClosedGate(ui: ReactElement) {
  billingGate.open = false;
  renderWithApp(ui);
  expect(await screen.findByText(GATE_CLOSED_TEXT)).toBeInTheDocument();
  expect(billingGate.features).toContain('schedule_messages');
}
