import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders, withRouter } from 'shared-sdk/testing/data';
import { deliveriesPageOf, integrationAccounts, sampleApiKeys, sampleWebhooks, workspaceAs } from '../testing/fixtures';
import { IntegrationsPage } from './integrations-page';

/** A cache already holding the keys, the webhooks, their log and the accounts: no request. */
function seeded(empty = false) {
  return seededClient([
    [queryKeys.auth.me(), { user: { id: 'u1', email: 'an@example.com' }, workspace: workspaceAs('OWNER') }],
    [queryKeys.integrations.apiKeys(), { apiKeys: empty ? [] : sampleApiKeys }],
    [queryKeys.integrations.webhooks(), empty ? [] : sampleWebhooks],
    [queryKeys.integrations.deliveries(sampleWebhooks[0].id, { status: undefined, page: 1, limit: 20 }), deliveriesPageOf()],
    [queryKeys.accounts.list(), integrationAccounts],
  ]);
}

const meta: Meta<typeof IntegrationsPage> = {
  title: 'Integrations/IntegrationsPage',
  component: IntegrationsPage,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof IntegrationsPage>;

export const ApiKeys: Story = { decorators: [withRouter('/integrations'), withAppProviders(seeded())] };
export const Webhooks: Story = { decorators: [withRouter('/integrations?tab=webhooks'), withAppProviders(seeded())] };
export const NothingYet: Story = { decorators: [withRouter('/integrations'), withAppProviders(seeded(true))] };
export const NoWebhookYet: Story = { decorators: [withRouter('/integrations?tab=webhooks'), withAppProviders(seeded(true))] };
