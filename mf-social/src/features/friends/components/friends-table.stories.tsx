import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NEW_CUSTOMER, sampleAccountNames, sampleFriends, VIP } from '../testing/fixtures';
import { FriendsEmptyState } from './friends-empty-state';
import { FriendsTable } from './friends-table';

/** The friend rows: checkbox, friend, account, status, last sync, tags with remove and 'Thêm tag'. */
const meta: Meta<typeof FriendsTable> = {
  title: 'mf-social/Friends/FriendsTable',
  component: FriendsTable,
  args: {
    friends: sampleFriends,
    accountNames: sampleAccountNames,
    allTags: [VIP, NEW_CUSTOMER],
    isSelected: (friend) => friend.userId === 'uid-2',
    onSelect: fn(),
    selectAll: { checked: false, indeterminate: true, onToggle: fn() },
    onToggleTag: fn(),
  },
};
export default meta;

export const Rows: StoryObj<typeof FriendsTable> = {};
export const Loading: StoryObj<typeof FriendsTable> = { args: { friends: [], loading: true } };
export const Empty: StoryObj<typeof FriendsTable> = {
  args: { friends: [], selectAll: { checked: false, indeterminate: false, onToggle: fn() }, empty: <FriendsEmptyState filtered={false} accountName="Shop Hà Nội" onSync={fn()} /> },
};
