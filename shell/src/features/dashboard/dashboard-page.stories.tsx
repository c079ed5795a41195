import type { Meta, StoryObj } from '@storybook/react';
import { Card, Typography } from 'antd';
import { withAppProviders, withRouter } from 'shared-sdk/testing/data';
import { DashboardPage } from './dashboard-page';
import { activityOf, busyFortnight, jobListOf, jobsInEveryStatus, jobStatsOf, proxyStatsOf, sampleAccounts } from './testing/fixtures';
import { type DashboardSeed, seededDashboardClient } from './testing/seeded-client';

/** Stands in for mf_billing's panel: no remote runs inside Storybook. */
const usageStandIn = (
  <Card title="Sử dụng gói dịch vụ">
    <Typography.Text type="secondary">Bảng sử dụng gói (mf_billing)</Typography.Text>
  </Card>
);

const busy: DashboardSeed = {
  accounts: sampleAccounts,
  runningBots: [sampleAccounts[0].id],
  jobs: jobListOf(jobsInEveryStatus),
  jobStats: jobStatsOf({ PENDING: 3, PROCESSING: 1, COMPLETED: 1190, FAILED: 80, CANCELLED: 10 }),
  activity: busyFortnight,
  proxyStats: proxyStatsOf(14, 10),
};
const newUser: DashboardSeed = {
  accounts: [],
  jobs: jobListOf([]),
  jobStats: jobStatsOf(),
  activity: activityOf(),
  proxyStats: proxyStatsOf(0, 0),
};

const withCache = (seed: DashboardSeed): NonNullable<Story['decorators']> => {
  const client = seededDashboardClient(seed);
  return [withAppProviders(client)];
};

const meta: Meta<typeof DashboardPage> = {
  title: 'Dashboard/DashboardPage',
  component: DashboardPage,
  decorators: [withRouter('/dashboard')],
  render: () => <DashboardPage planUsage={usageStandIn} />,
};
export default meta;

type Story = StoryObj<typeof DashboardPage>;

export const Busy: Story = { decorators: withCache(busy) };
export const NewUser: Story = { decorators: withCache(newUser) };
export const Loading: Story = { decorators: withCache({}) };
export const LoadFailed: Story = { decorators: withCache({ ...newUser, accounts: undefined, accountsFailed: true }) };
