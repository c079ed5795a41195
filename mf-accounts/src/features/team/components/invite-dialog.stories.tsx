import type { Meta, StoryObj } from '@storybook/react';
import { invitationOf, teamAccounts } from '../testing/fixtures';
import { InviteDialog } from './invite-dialog';

const meta: Meta<typeof InviteDialog> = {
  title: 'Team/InviteDialog',
  component: InviteDialog,
  args: {
    open: true,
    accounts: teamAccounts,
    onInvite: async (values) => ({ ...invitationOf(values), token: 'tok', url: '/register?invite=tok' }),
    onClose: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof InviteDialog>;

/** Fill it in and press 'Tạo liên kết mời' to see the link with its copy button. */
export const Open: Story = {};
/** The server refuses: its reason shows above the fields. */
export const SeatLimitReached: Story = {
  args: { onInvite: () => Promise.reject(new Error('Gói hiện tại cho phép tối đa 5 thành viên. Hãy nâng cấp gói để mời thêm người.')) },
};
