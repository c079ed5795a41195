import type { Meta, StoryObj } from '@storybook/react';
import { withRouter } from 'shared-sdk/testing/data';
import { QuickActions } from './quick-actions';

const meta: Meta<typeof QuickActions> = {
  title: 'Dashboard/QuickActions',
  component: QuickActions,
  decorators: [withRouter('/dashboard')],
  args: { onRefresh: () => {} },
};
export default meta;

type Story = StoryObj<typeof QuickActions>;

export const Default: Story = {};
export const Refreshing: Story = { args: { refreshing: true } };
