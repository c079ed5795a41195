import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { SelectAllCheckbox } from './select-all-checkbox';

const meta: Meta<typeof SelectAllCheckbox> = { title: 'mf-social/Friends/SelectAllCheckbox', component: SelectAllCheckbox, args: { onToggle: fn(), label: 'Chọn tất cả' } };
export default meta;

export const None: StoryObj<typeof SelectAllCheckbox> = { args: { checked: false, indeterminate: false } };
export const Some: StoryObj<typeof SelectAllCheckbox> = { args: { checked: false, indeterminate: true } };
export const All: StoryObj<typeof SelectAllCheckbox> = { args: { checked: true, indeterminate: false } };
