import type { Meta, StoryObj } from '@storybook/react';
import { queryKeys } from 'shared-sdk';
import { seededClient, withAppProviders } from 'shared-sdk/testing/data';
import { invitationOf, membersOf, teamAccounts, workspaceAs } from '../testing/fixtures';
import { TeamPage } from './team-page';

/** A cache already holding the members, the invitations, the accounts and the viewer's role: no request. */
function seeded(role: 'OWNER' | 'ADMIN', limit = 5) {
  return seededClient([
    [queryKeys.auth.me(), { user: { id: 'u1', email: 'an@example.com' }, workspace: workspaceAs(role) }],
    [queryKeys.team.members(), membersOf(undefined, { used: 4, limit })],
    [queryKeys.team.invitations(), { invitations: [invitationOf()] }],
    [queryKeys.accounts.list(), teamAccounts],
  ]);
}

const meta: Meta<typeof TeamPage> = {
  title: 'Team/TeamPage',
  component: TeamPage,
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof TeamPage>;

export const AsOwner: Story = { decorators: [withAppProviders(seeded('OWNER'))] };
export const AsAdmin: Story = { decorators: [withAppProviders(seeded('ADMIN'))] };
export const NoSeatLimit: Story = { decorators: [withAppProviders(seeded('OWNER', -1))] };
