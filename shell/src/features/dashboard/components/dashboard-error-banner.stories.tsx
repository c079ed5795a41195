import type { Meta, StoryObj } from '@storybook/react';
import { DashboardErrorBanner } from './dashboard-error-banner';

const meta: Meta<typeof DashboardErrorBanner> = {
  title: 'Dashboard/ErrorBanner',
  component: DashboardErrorBanner,
};
export default meta;

type Story = StoryObj<typeof DashboardErrorBanner>;

export const Default: Story = {};
export const WithRetry: Story = { args: { onRetry: () => {} } };
