import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NEW_CUSTOMER, sampleAccountNames, sampleFriends, VIP } from '../testing/fixtures';
import { FriendCards } from './friend-cards';

const meta: Meta<typeof FriendCards> = {
  title: 'mf-social/Friends/FriendCards',
  component: FriendCards,
  parameters: { layout: 'fullscreen' },
  args: {
    friends: sampleFriends,
    accountNames: sampleAccountNames,
    allTags: [VIP, NEW_CUSTOMER],
    isSelected: () => true,
    onSelect: fn(),
    selectAll: { checked: true, indeterminate: false, onToggle: fn() },
    onToggleTag: fn(),
  },
};
export default meta;

export const AllSelected: StoryObj<typeof FriendCards> = {};
