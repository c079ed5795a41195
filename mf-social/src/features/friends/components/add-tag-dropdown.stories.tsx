import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { NEW_CUSTOMER, VIP } from '../testing/fixtures';
import { AddTagDropdown } from './add-tag-dropdown';

const meta: Meta<typeof AddTagDropdown> = { title: 'mf-social/Friends/AddTagDropdown', component: AddTagDropdown, args: { onAdd: fn() } };
export default meta;

export const WithTags: StoryObj<typeof AddTagDropdown> = { args: { tags: [VIP, NEW_CUSTOMER] } };
/** Every tag is already on the friend. */
export const NothingLeft: StoryObj<typeof AddTagDropdown> = { args: { tags: [] } };
/** The user has no tag yet: the button says so. */
export const NoTagsYet: StoryObj<typeof AddTagDropdown> = { args: { tags: [], noTags: true } };
