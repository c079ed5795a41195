import { apiClient, call } from '../http/client';
import type { AuthResult } from '../schemas/auth';
import type {
  AuditLogPage,
  AuditLogQuery,
  Invitation,
  InvitationCreateInput,
  InvitationPreview,
  MemberUpdateInput,
  TeamMember,
  TeamMembers,
  WorkspaceListItem,
} from '../schemas/team';

const member = (userId: string) => `team/members/${encodeURIComponent(userId)}`;

/** /api/v1/workspaces: the workspaces the person works in, and switching the session to another. */
export const workspacesApi = {
  list: () => call<{ workspaces: WorkspaceListItem[] }>(apiClient().get('workspaces')),
  /** A new session in that workspace: the caller stores the new access token and reloads what it shows. */
  switchTo: (id: string) => call<AuthResult>(apiClient().post(`workspaces/${encodeURIComponent(id)}/switch`)),
};

/** /api/v1/team: members, their roles and accounts, invitations (OWNER and ADMIN). */
export const teamApi = {
  members: () => call<TeamMembers>(apiClient().get('team/members')),
  updateMember: (userId: string, input: MemberUpdateInput) => call<{ member: TeamMember }>(apiClient().patch(member(userId), { json: input })),
  removeMember: (userId: string) => call<{ userId: string }>(apiClient().delete(member(userId))),
  transferOwnership: (userId: string) => call<unknown>(apiClient().post('team/transfer-ownership', { json: { userId } })),
  invitations: () => call<{ invitations: Invitation[] }>(apiClient().get('team/invitations')),
  /** The answer carries the link to copy (`invitation.url`), shown this once. */
  invite: (input: InvitationCreateInput) => call<{ invitation: Invitation }>(apiClient().post('team/invitations', { json: input })),
  revokeInvitation: (id: string) => call<{ id: string }>(apiClient().delete(`team/invitations/${encodeURIComponent(id)}`)),
  /** Public: what an invitation link offers (the sign-up page shows it). */
  previewInvitation: (token: string) => call<{ invitation: InvitationPreview }>(apiClient().get(`team/invitations/${encodeURIComponent(token)}`)),
  /** A signed-in person joins with a link; the answer is a session in the joined workspace. */
  acceptInvitation: (token: string) => call<AuthResult>(apiClient().post(`team/invitations/${encodeURIComponent(token)}/accept`)),
};

/** /api/v1/audit-log: who did what and when (OWNER and ADMIN). */
export const auditLogApi = {
  list: (query: Partial<AuditLogQuery> = {}) => {
    const searchParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[key] = String(value);
    return call<AuditLogPage>(apiClient().get('audit-log', { searchParams }));
  },
};
