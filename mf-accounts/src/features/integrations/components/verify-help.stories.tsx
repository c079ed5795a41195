import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { VerifyHelp } from './verify-help';

const meta: Meta<typeof VerifyHelp> = {
  title: 'Integrations/VerifyHelp',
  component: VerifyHelp,
  decorators: [withFrame({ maxWidth: 720 })],
};
export default meta;

type Story = StoryObj<typeof VerifyHelp>;

export const Folded: Story = {};
