import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { SHOP_HN, SHOP_SG } from '../testing/fixtures';
import { BulkMessageModal } from './bulk-message-modal';

const meta: Meta<typeof BulkMessageModal> = {
  title: 'mf-social/Friends/BulkMessageModal',
  component: BulkMessageModal,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <MemoryRouter initialEntries={['/friends']}>{Story()}</MemoryRouter>],
  args: {
    open: true,
    recipients: [
      { accountId: SHOP_HN.id, userId: 'uid-1', displayName: 'Trần Thị Bình' },
      { accountId: SHOP_HN.id, userId: 'uid-2', displayName: 'Lê Hoàng Cường' },
      { accountId: SHOP_SG.id, userId: 'uid-1', displayName: 'Hoàng Thu Hà' },
    ],
    accountNames: new Map([
      [SHOP_HN.id, SHOP_HN.displayName],
      [SHOP_SG.id, SHOP_SG.displayName],
    ]),
    onClose: fn(),
    onSent: fn(),
  },
};
export default meta;

/** Two accounts: two jobs. 'Gửi tin nhắn' stays disabled until a text or a file is given. */
export const TwoAccounts: StoryObj<typeof BulkMessageModal> = {};
export const NoSelection: StoryObj<typeof BulkMessageModal> = { args: { recipients: [] } };
