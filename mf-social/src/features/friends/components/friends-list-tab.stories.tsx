import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { AppProviders } from 'shared-sdk/react';
import { seededClient } from 'shared-sdk/testing/data';
import { filteredOf, NEW_CUSTOMER, sampleAccounts, sampleFriends, tagOf, VIP } from '../testing/fixtures';
import { EMPTY_FRIEND_FILTER, FRIENDS_PAGE_SIZE, friendsQueryOf } from '../utils/friend-filter';
import { FriendsListTab } from './friends-list-tab';

const firstPage = queryKeys.friends.filtered(friendsQueryOf(EMPTY_FRIEND_FILTER, 0, FRIENDS_PAGE_SIZE));
const withFriends = seededClient([
  [queryKeys.accounts.list(), sampleAccounts],
  [queryKeys.friends.tags(), { tags: [tagOf(VIP, 2), tagOf(NEW_CUSTOMER, 2)] }],
  [firstPage, filteredOf(sampleFriends)],
]);
const empty = seededClient([
  [queryKeys.accounts.list(), sampleAccounts],
  [queryKeys.friends.tags(), { tags: [] }],
  [firstPage, filteredOf([])],
]);

const meta: Meta<typeof FriendsListTab> = { title: 'mf-social/Friends/FriendsListTab', component: FriendsListTab, parameters: { layout: 'fullscreen' } };
export default meta;

/** The stored friends already in the cache: nothing is fetched until a filter changes. */
export const WithFriends: StoryObj<typeof FriendsListTab> = {
  decorators: [(Story) => <AppProviders queryClient={withFriends}>{Story()}</AppProviders>],
};
export const NothingSynced: StoryObj<typeof FriendsListTab> = {
  decorators: [(Story) => <AppProviders queryClient={empty}>{Story()}</AppProviders>],
};
