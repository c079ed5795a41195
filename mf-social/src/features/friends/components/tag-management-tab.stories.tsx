import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { NEW_CUSTOMER, tagOf, VIP } from '../testing/fixtures';
import { TagManagementTab } from './tag-management-tab';

const cache = seededClient([
  [queryKeys.friends.tags(), { tags: [tagOf(VIP, 12), tagOf(NEW_CUSTOMER, 0)] }],
  [queryKeys.friends.tagColors(), { colors: ['#3B82F6', '#EF4444', '#10B981'] }],
]);

const meta: Meta<typeof TagManagementTab> = {
  title: 'mf-social/Friends/TagManagementTab',
  component: TagManagementTab,
  decorators: [(Story) => <AppProviders queryClient={cache}>{Story()}</AppProviders>],
};
export default meta;

/** Two tags with their friend and account counts. */
export const TwoTags: StoryObj<typeof TagManagementTab> = {};
