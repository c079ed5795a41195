import type { Meta, StoryObj } from '@storybook/react';
import { FriendAvatar } from './friend-avatar';

const meta: Meta<typeof FriendAvatar> = { title: 'mf-social/Friends/FriendAvatar', component: FriendAvatar };
export default meta;

export const TwoWords: StoryObj<typeof FriendAvatar> = { args: { name: 'Nguyễn Văn An' } };
export const OneWord: StoryObj<typeof FriendAvatar> = { args: { name: 'Lan', size: 'large' } };
