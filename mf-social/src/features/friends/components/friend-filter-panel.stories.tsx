import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { EMPTY_FRIEND_FILTER } from '../utils/friend-filter';
import { NEW_CUSTOMER, sampleAccounts, VIP } from '../testing/fixtures';
import { FriendFilterPanel } from './friend-filter-panel';

const meta: Meta<typeof FriendFilterPanel> = {
  title: 'mf-social/Friends/FriendFilterPanel',
  component: FriendFilterPanel,
  args: { tags: [VIP, NEW_CUSTOMER], accounts: sampleAccounts, filter: EMPTY_FRIEND_FILTER, onChange: fn(), filtered: 1250, total: 1250 },
};
export default meta;

export const NoFilter: StoryObj<typeof FriendFilterPanel> = {};
export const TwoApplied: StoryObj<typeof FriendFilterPanel> = {
  args: { filter: { ...EMPTY_FRIEND_FILTER, tagIds: [VIP.id], isActive: 'true' }, filtered: 42 },
};
export const NoTags: StoryObj<typeof FriendFilterPanel> = { args: { tags: [] } };
