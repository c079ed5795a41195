import type { Meta, StoryObj } from '@storybook/react';
import { sampleAccountNames, SHOP_HN, SHOP_SG } from '../testing/fixtures';
import { friendsByAccount, itemsOfFriends } from '../utils/friend-selection';
import { RecipientGroups } from './recipient-groups';

const meta: Meta<typeof RecipientGroups> = {
  title: 'mf-social/Friends/RecipientGroups',
  component: RecipientGroups,
  args: {
    shares: friendsByAccount(
      itemsOfFriends([
        ...Array.from({ length: 8 }, (_, i) => ({ id: `f${i}`, accountId: SHOP_HN.id, userId: `uid-${i}`, displayName: `Khách hàng ${i + 1}` })),
        { id: 'f-sg', accountId: SHOP_SG.id, userId: 'uid-1', displayName: 'Trần Thị Bình' },
      ]),
    ),
    accountNames: sampleAccountNames,
  },
};
export default meta;

export const TwoAccounts: StoryObj<typeof RecipientGroups> = {};
