import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withRouter } from 'shared-sdk/testing/data';
import { filteredOf, NEW_CUSTOMER, sampleAccounts, sampleFriends, tagOf, VIP } from '../testing/fixtures';
import { EMPTY_FRIEND_FILTER, FRIENDS_PAGE_SIZE, friendsQueryOf } from '../utils/friend-filter';
import { FriendsPage } from './friends-page';

const cache = seededClient([
  [queryKeys.accounts.list(), sampleAccounts],
  [queryKeys.friends.tags(), { tags: [tagOf(VIP, 2), tagOf(NEW_CUSTOMER, 2)] }],
  [queryKeys.friends.filtered(friendsQueryOf(EMPTY_FRIEND_FILTER, 0, FRIENDS_PAGE_SIZE)), filteredOf(sampleFriends)],
]);

const meta: Meta<typeof FriendsPage> = {
  title: 'mf-social/Friends/FriendsPage',
  component: FriendsPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter('/friends'), withAppProviders(cache)],
};
export default meta;

/** The friends list tab open, its data already in the cache. */
export const FriendsList: StoryObj<typeof FriendsPage> = {};
