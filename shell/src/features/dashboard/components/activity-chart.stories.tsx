import type { Meta, StoryObj } from '@storybook/react';
import { JOB_ACTIVITY_DAYS } from 'shared-sdk';
import { activityOf, busyFortnight } from '../testing/fixtures';
import { activityWindow } from '../utils/activity';
import { ActivityChart } from './activity-chart';

const meta: Meta<typeof ActivityChart> = {
  title: 'Dashboard/ActivityChart',
  component: ActivityChart,
  args: { days: activityWindow(busyFortnight, JOB_ACTIVITY_DAYS) },
};
export default meta;

type Story = StoryObj<typeof ActivityChart>;

/** Sent, failed and the replies to each day's messages beside. */
export const WithData: Story = {};
export const NoRepliesYet: Story = {
  args: { days: activityWindow(activityOf((index) => ({ sent: 20 + index * 3, failed: index % 4, messages: 20 + index * 3, replied: 0 })), JOB_ACTIVITY_DAYS) },
};
export const OnlyFailures: Story = {
  args: { days: activityWindow(activityOf((index) => ({ sent: 0, failed: index % 3 })), JOB_ACTIVITY_DAYS) },
};
export const Zeros: Story = { args: { days: activityWindow(activityOf(), JOB_ACTIVITY_DAYS) } };
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { failed: true } };
