import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NEW_CUSTOMER, sampleFriends, VIP } from '../testing/fixtures';
import { FriendCard } from './friend-card';

const meta: Meta<typeof FriendCard> = {
  title: 'mf-social/Friends/FriendCard',
  component: FriendCard,
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  args: { friend: sampleFriends[1], accountName: 'Shop Hà Nội', allTags: [VIP, NEW_CUSTOMER], selected: false, onSelect: fn(), onToggleTag: fn() },
};
export default meta;

export const Default: StoryObj<typeof FriendCard> = {};
export const Selected: StoryObj<typeof FriendCard> = { args: { selected: true } };
export const InactiveWithoutTags: StoryObj<typeof FriendCard> = { args: { friend: sampleFriends[2] } };
