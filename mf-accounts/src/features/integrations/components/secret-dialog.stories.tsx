import type { Meta, StoryObj } from '@storybook/react';
import { SecretDialog } from './secret-dialog';

const meta: Meta<typeof SecretDialog> = {
  title: 'Integrations/SecretDialog',
  component: SecretDialog,
  args: { shown: { secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', rotated: false }, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof SecretDialog>;

export const Created: Story = {};
export const Rotated: Story = { args: { shown: { secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD', rotated: true } } };
