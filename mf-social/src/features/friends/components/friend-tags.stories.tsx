import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NEW_CUSTOMER, sampleFriends, VIP } from '../testing/fixtures';
import { FriendTags } from './friend-tags';

const meta: Meta<typeof FriendTags> = { title: 'mf-social/Friends/FriendTags', component: FriendTags, args: { allTags: [VIP, NEW_CUSTOMER], onToggle: fn() } };
export default meta;

export const TwoTags: StoryObj<typeof FriendTags> = { args: { friend: sampleFriends[1] } };
export const NoTags: StoryObj<typeof FriendTags> = { args: { friend: sampleFriends[2] } };
