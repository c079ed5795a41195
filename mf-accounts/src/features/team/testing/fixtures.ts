import type { Account, CurrentWorkspace, Invitation, TeamMember, TeamMembers } from 'shared-sdk';
import { accountOf } from 'shared-sdk/testing/data';

/** A workspace's accounts, members and invitations for stories and tests (no network). */
export const teamAccounts: Account[] = [
  accountOf({ id: 'a0000000-0000-4000-8000-000000000001', displayName: 'Bán hàng 1', zaloName: 'Shop An' }),
  accountOf({ id: 'a0000000-0000-4000-8000-000000000002', displayName: 'CSKH', zaloName: 'CSKH' }),
];

export function memberOf(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    userId: 'u0000000-0000-4000-8000-000000000001',
    email: 'an@example.com',
    role: 'OWNER',
    accountIds: [],
    allAccounts: true,
    joinedAt: '2026-03-15T02:30:00.000Z',
    you: true,
    ...overrides,
  };
}

export const sampleMembers: TeamMember[] = [
  memberOf(),
  memberOf({ userId: 'u0000000-0000-4000-8000-000000000002', email: 'binh@example.com', role: 'ADMIN', you: false, joinedAt: '2026-04-01T03:00:00.000Z' }),
  memberOf({
    userId: 'u0000000-0000-4000-8000-000000000003',
    email: 'chi@example.com',
    role: 'AGENT',
    you: false,
    allAccounts: false,
    accountIds: [teamAccounts[0].id],
    joinedAt: '2026-05-20T09:15:00.000Z',
  }),
];

export const membersOf = (members = sampleMembers, seats = { used: members.length + 1, limit: 5 }): TeamMembers => ({ members, seats });

export function invitationOf(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'i0000000-0000-4000-8000-000000000001',
    email: 'dung@example.com',
    role: 'AGENT',
    accountIds: [teamAccounts[1].id],
    invitedBy: { id: 'u0000000-0000-4000-8000-000000000001', email: 'an@example.com' },
    createdAt: '2026-11-26T02:00:00.000Z',
    expiresAt: '2026-12-03T02:00:00.000Z',
    status: 'PENDING',
    ...overrides,
  };
}

export const workspaceAs = (role: CurrentWorkspace['role']): CurrentWorkspace => ({ id: 'w1', name: 'Cửa hàng An', role, accountIds: null });
