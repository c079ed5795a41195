import type { Meta, StoryObj } from '@storybook/react';
import { FriendIdentity } from './friend-identity';

const meta: Meta<typeof FriendIdentity> = { title: 'mf-social/Friends/FriendIdentity', component: FriendIdentity };
export default meta;

export const Default: StoryObj<typeof FriendIdentity> = { args: { displayName: 'Trần Thị Bình', userId: '4837261950183746251' } };
