import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { withRouter } from 'shared-sdk/testing/data';
import { sampleAccountNames, SHOP_HN, SHOP_SG } from '../testing/fixtures';
import { itemsOfFriends, NO_FRIENDS } from '../utils/friend-selection';
import { BulkMessageModal } from './bulk-message-modal';

const meta: Meta<typeof BulkMessageModal> = {
  title: 'mf-social/Friends/BulkMessageModal',
  component: BulkMessageModal,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter('/friends')],
  args: {
    open: true,
    selection: itemsOfFriends([
      { id: 'f1', accountId: SHOP_HN.id, userId: 'uid-1', displayName: 'Trần Thị Bình' },
      { id: 'f2', accountId: SHOP_HN.id, userId: 'uid-2', displayName: 'Lê Hoàng Cường' },
      { id: 'f3', accountId: SHOP_SG.id, userId: 'uid-1', displayName: 'Hoàng Thu Hà' },
    ]),
    accountNames: sampleAccountNames,
    onClose: fn(),
    onSent: fn(),
  },
};
export default meta;

/** Two accounts: two jobs. 'Gửi tin nhắn' stays disabled until a text or a file is given. */
export const TwoAccounts: StoryObj<typeof BulkMessageModal> = {};
export const NoSelection: StoryObj<typeof BulkMessageModal> = { args: { selection: NO_FRIENDS } };
/** After a select-all of 3,200 friends: counts per account, the filter is sent. */
export const EveryFiltered: StoryObj<typeof BulkMessageModal> = {
  args: {
    selection: {
      kind: 'filter',
      filter: { tagIds: [] },
      total: 3_200,
      byAccount: [
        { accountId: SHOP_HN.id, count: 2_000 },
        { accountId: SHOP_SG.id, count: 1_200 },
      ],
      excluded: new Map(),
    },
  },
};
