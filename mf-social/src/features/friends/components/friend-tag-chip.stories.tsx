import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { VIP } from '../testing/fixtures';
import { FriendTagChip } from './friend-tag-chip';

const meta: Meta<typeof FriendTagChip> = { title: 'mf-social/Friends/FriendTagChip', component: FriendTagChip, args: { tag: VIP } };
export default meta;

export const Removable: StoryObj<typeof FriendTagChip> = { args: { onRemove: fn() } };
export const ReadOnly: StoryObj<typeof FriendTagChip> = {};
