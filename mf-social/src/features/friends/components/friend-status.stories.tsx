import type { Meta, StoryObj } from '@storybook/react';
import { FriendStatus } from './friend-status';

const meta: Meta<typeof FriendStatus> = { title: 'mf-social/Friends/FriendStatus', component: FriendStatus };
export default meta;

export const Active: StoryObj<typeof FriendStatus> = { args: { isActive: true } };
export const Inactive: StoryObj<typeof FriendStatus> = { args: { isActive: false } };
