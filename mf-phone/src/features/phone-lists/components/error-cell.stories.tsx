import type { Meta, StoryObj } from '@storybook/react';
import { ErrorCell } from './error-cell';

const meta: Meta<typeof ErrorCell> = { title: 'Phone lists/Detail/ErrorCell', component: ErrorCell, args: { error: 'Failed to send message (Code: 123)' } };
export default meta;

type Story = StoryObj<typeof ErrorCell>;

/** An English platform text in Vietnamese, its code apart. */
export const Translated: Story = {};
export const RateLimited: Story = { args: { error: 'Rate limit exceeded, code 221' } };
/** Unknown text is shown as it is. */
export const Unknown: Story = { args: { error: 'Something unexpected' } };
