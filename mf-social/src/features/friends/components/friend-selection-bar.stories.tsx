import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { FriendSelectionBar } from './friend-selection-bar';

const meta: Meta<typeof FriendSelectionBar> = { title: 'mf-social/Friends/FriendSelectionBar', component: FriendSelectionBar, args: { onMessage: fn(), onTag: fn(), onClear: fn() } };
export default meta;

export const TwoAccounts: StoryObj<typeof FriendSelectionBar> = { args: { count: 120, accountCount: 2 } };
