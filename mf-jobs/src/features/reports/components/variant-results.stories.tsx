import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { variantOf } from '../testing/fixtures';
import { VariantResults } from './variant-results';

const meta: Meta<typeof VariantResults> = {
  title: 'Reports/VariantResults',
  component: VariantResults,
  args: { jobTitle: 'Gửi tin bạn bè: Ưu đãi tháng 11', variants: [variantOf('A', 45, 5), variantOf('B', 45, 12, true)] },
  decorators: [withFrame({ maxWidth: 640 })],
};
export default meta;

type Story = StoryObj<typeof VariantResults>;

export const WithALeader: Story = {};
export const NotEnoughData: Story = { args: { variants: [variantOf('A', 14, 1), variantOf('B', 13, 4), variantOf('C', 13, 1)] } };
export const ATie: Story = { args: { variants: [variantOf('A', 30, 3), variantOf('B', 30, 3)] } };
export const FiveVariants: Story = {
  args: { variants: [variantOf('A', 60, 6), variantOf('B', 60, 9), variantOf('C', 61, 15, true), variantOf('D', 60, 4), variantOf('E', 59, 7)] },
};
