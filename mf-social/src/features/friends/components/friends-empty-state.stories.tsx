import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FriendsEmptyState } from './friends-empty-state';

const meta: Meta<typeof FriendsEmptyState> = { title: 'mf-social/Friends/FriendsEmptyState', component: FriendsEmptyState, args: { onSync: fn(), filtered: false } };
export default meta;

/** All accounts, nothing synced yet. */
export const NothingSynced: StoryObj<typeof FriendsEmptyState> = {};
/** One account chosen: it can be synced from here. */
export const OneAccount: StoryObj<typeof FriendsEmptyState> = { args: { accountName: 'Shop Hà Nội' } };
export const NoMatch: StoryObj<typeof FriendsEmptyState> = { args: { filtered: true } };
