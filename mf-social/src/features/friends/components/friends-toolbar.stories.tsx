import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SHOP_HN, sampleAccounts } from '../testing/fixtures';
import { FriendsToolbar } from './friends-toolbar';

const meta: Meta<typeof FriendsToolbar> = {
  title: 'mf-social/Friends/FriendsToolbar',
  component: FriendsToolbar,
  args: {
    accounts: sampleAccounts,
    accountId: '',
    onAccountChange: fn(),
    searchText: '',
    onSearchTextChange: fn(),
    onSearch: fn(),
    view: 'table',
    onViewChange: fn(),
    syncing: false,
    onSync: fn(),
  },
};
export default meta;

/** All accounts: 'Sync tất cả'. */
export const AllAccounts: StoryObj<typeof FriendsToolbar> = {};
/** One account in the cards view: 'Sync bạn bè'. */
export const OneAccountCards: StoryObj<typeof FriendsToolbar> = { args: { accountId: SHOP_HN.id, view: 'cards', searchText: 'Bình' } };
export const Syncing: StoryObj<typeof FriendsToolbar> = { args: { syncing: true } };
