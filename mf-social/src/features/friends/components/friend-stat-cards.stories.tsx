import type { Meta, StoryObj } from '@storybook/react';
import { FriendStatCards } from './friend-stat-cards';

const meta: Meta<typeof FriendStatCards> = { title: 'mf-social/Friends/FriendStatCards', component: FriendStatCards };
export default meta;

export const Filtered: StoryObj<typeof FriendStatCards> = { args: { total: 1250, active: 1071, accounts: 3, filtered: 42 } };
export const Empty: StoryObj<typeof FriendStatCards> = { args: { total: 0, active: 0, accounts: 0, filtered: 0 } };
