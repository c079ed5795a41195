import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { deliveriesPageOf, deliveryOf, sampleDeliveries, sampleWebhooks } from '../testing/fixtures';
import { DeliveriesDrawer } from './deliveries-drawer';

const webhook = sampleWebhooks[0];
const firstPage = { status: undefined, page: 1, limit: 20 };

const meta: Meta<typeof DeliveriesDrawer> = {
  title: 'Integrations/DeliveriesDrawer',
  component: DeliveriesDrawer,
  args: { webhook, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof DeliveriesDrawer>;

export const Log: Story = {
  decorators: [
    withAppProviders(
      seededClient([
        [
          queryKeys.integrations.deliveries(webhook.id, firstPage),
          deliveriesPageOf(
            [
              ...sampleDeliveries,
              deliveryOf({ id: 'd3', eventType: 'webhook.test', status: 'FAILED', attempts: 9, responseStatus: null, responseBody: null, error: 'Quá 10 giây không có phản hồi', durationMs: null }),
            ],
            45,
          ),
        ],
      ]),
    ),
  ],
};
export const Empty: Story = { decorators: [withAppProviders(seededClient([[queryKeys.integrations.deliveries(webhook.id, firstPage), deliveriesPageOf([])]]))] };
