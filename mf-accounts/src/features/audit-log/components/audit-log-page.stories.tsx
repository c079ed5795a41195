import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { auditActions, auditActors, pageOfEntries } from '../testing/fixtures';
import { AuditLogPage } from './audit-log-page';

function seeded(entries = pageOfEntries()) {
  return seededClient([
    [queryKeys.auditLog.list({ page: 1, limit: 20 }), entries],
    [queryKeys.auditLog.actions(), { actions: auditActions }],
    [queryKeys.auditLog.actors(), { actors: auditActors }],
    [queryKeys.accounts.list(), []],
  ]);
}

const meta: Meta<typeof AuditLogPage> = {
  title: 'AuditLog/AuditLogPage',
  component: AuditLogPage,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof AuditLogPage>;

export const WithEntries: Story = { decorators: [withAppProviders(seeded())] };
export const Empty: Story = { decorators: [withAppProviders(seeded(pageOfEntries([])))] };
