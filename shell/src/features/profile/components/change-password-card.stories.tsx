import type { Meta, StoryObj } from '@storybook/react';
import { ChangePasswordCard } from './change-password-card';

const meta: Meta<typeof ChangePasswordCard> = { title: 'Profile/ChangePasswordCard', component: ChangePasswordCard };
export default meta;

export const Default: StoryObj<typeof ChangePasswordCard> = {};
