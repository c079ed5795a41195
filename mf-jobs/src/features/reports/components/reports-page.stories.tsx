import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys, type ReportSummary } from 'shared-sdk';
import { accountOf, seededClient, withAppProviders, withFrame, withRouter } from 'shared-sdk/testing/data';
import { ACCOUNT_IDS, EMPTY_SUMMARY, sampleAccounts, sampleDays, sampleHeatmap, sampleJobs, summaryOf } from '../testing/fixtures';
import { presetRange } from '../utils/range';
import { ReportsPage } from './reports-page';

/** A cache holding the default range's five reports (the last 7 days, every account), so the page draws without any request. */
function seeded(summary: ReportSummary, full: boolean) {
  const query = presetRange('week');
  return seededClient([
    [queryKeys.accounts.list(), [accountOf({ id: ACCOUNT_IDS.hoa, displayName: 'Shop Hoa Tươi' }), accountOf({ id: ACCOUNT_IDS.sale, displayName: 'Sale Bình' })]],
    [queryKeys.reports.summary(query), summary],
    [queryKeys.reports.daily(query), full ? sampleDays : []],
    [queryKeys.reports.heatmap(query), full ? sampleHeatmap : { cells: [] }],
    [queryKeys.reports.byAccount(query), full ? sampleAccounts : []],
    [queryKeys.reports.byJob(query), full ? sampleJobs : []],
  ]);
}

const meta: Meta<typeof ReportsPage> = {
  title: 'Reports/ReportsPage',
  component: ReportsPage,
  parameters: { layout: 'padded' },
  // The range and the account live in the address.
  decorators: [withRouter('/reports')],
};
export default meta;

type Story = StoryObj<typeof ReportsPage>;

export const AWeekOfOutreach: Story = { decorators: [withAppProviders(seeded(summaryOf(), true))] };
export const NothingSentYet: Story = { decorators: [withAppProviders(seeded(EMPTY_SUMMARY, false))] };
/** A phone: the cards two by two, the charts and tables scroll sideways. */
export const Phone: Story = { decorators: [withFrame({ maxWidth: 390 }), withAppProviders(seeded(summaryOf(), true))] };
