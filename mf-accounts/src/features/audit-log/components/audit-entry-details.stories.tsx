import type { Meta, StoryObj } from '@storybook/react';
import { withFrame } from 'shared-sdk/testing/data';
import { auditEntryOf } from '../testing/fixtures';
import { AuditEntryDetails } from './audit-entry-details';

const meta: Meta<typeof AuditEntryDetails> = {
  title: 'AuditLog/AuditEntryDetails',
  component: AuditEntryDetails,
  args: { entry: auditEntryOf({ before: { role: 'AGENT', accountIds: ['a1'] }, after: { role: 'ADMIN', accountIds: [] } }), names: new Map([['a1', 'Bán hàng 1']]) },
  decorators: [withFrame({ maxWidth: 480 })],
};
export default meta;

type Story = StoryObj<typeof AuditEntryDetails>;

export const Edit: Story = {};
export const Creation: Story = { args: { entry: auditEntryOf() } };
export const NothingRecorded: Story = { args: { entry: auditEntryOf({ before: null, after: null }) } };
