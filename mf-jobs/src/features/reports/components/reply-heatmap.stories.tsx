import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { sampleHeatmap } from '../testing/fixtures';
import { ReplyHeatmap } from './reply-heatmap';

const meta: Meta<typeof ReplyHeatmap> = {
  title: 'Reports/ReplyHeatmap',
  component: ReplyHeatmap,
  args: { heatmap: sampleHeatmap },
  decorators: [withFrame({ maxWidth: 640 })],
};
export default meta;

type Story = StoryObj<typeof ReplyHeatmap>;

export const SomeReplies: Story = {};
export const OnAPhone: Story = { decorators: [withFrame({ maxWidth: 360 })] };
export const NobodyReplied: Story = { args: { heatmap: { cells: [] } } };
export const Loading: Story = { args: { heatmap: undefined, loading: true } };
