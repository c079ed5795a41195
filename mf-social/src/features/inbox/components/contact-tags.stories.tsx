import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { sampleTags } from '../testing/fixtures';
import { ContactTags } from './contact-tags';

const meta: Meta<typeof ContactTags> = {
  title: 'mf-social/Inbox/ContactTags',
  component: ContactTags,
  args: { tags: [sampleTags[0]], allTags: sampleTags, onToggle: fn() },
};
export default meta;

export const OneTag: StoryObj<typeof ContactTags> = {};
export const NoTag: StoryObj<typeof ContactTags> = { args: { tags: [] } };
