import * as v from 'valibot';

/**
 * Workspaces and teams: a business's people, their roles and the Zalo accounts each works with; invitations to join;
 * the audit log of who did what.
 */

export const WORKSPACE_ROLES = ['OWNER', 'ADMIN', 'AGENT'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** The roles an invitation or a change may give (there is one OWNER, changed only by a transfer). */
export const INVITABLE_ROLES = ['ADMIN', 'AGENT'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  OWNER: 'Chủ sở hữu',
  ADMIN: 'Quản trị viên',
  AGENT: 'Nhân viên',
};

/** Days an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const TEAM_MESSAGES = {
  invalidEmail: 'Email không hợp lệ',
  invalidRole: 'Vai trò không hợp lệ',
  agentNeedsAccounts: 'Hãy chọn ít nhất một tài khoản Zalo cho nhân viên',
  unknownAccount: 'Có tài khoản Zalo không thuộc không gian làm việc này',
  seatLimit: (limit: number) => `Gói hiện tại cho phép tối đa ${limit} thành viên. Hãy nâng cấp gói để mời thêm người.`,
  alreadyMember: 'Người này đã là thành viên',
  alreadyInvited: 'Email này đã có lời mời đang chờ',
  invitationInvalid: 'Lời mời không hợp lệ, đã hết hạn hoặc đã được dùng',
  invitationOtherEmail: 'Lời mời này dành cho một email khác',
  cannotChangeOwner: 'Không thể đổi vai trò hay xóa chủ sở hữu; hãy chuyển quyền sở hữu trước',
  cannotRemoveSelf: 'Bạn không thể tự xóa mình khỏi không gian làm việc',
  memberNotFound: 'Không tìm thấy thành viên',
} as const;

/** A member as the team page lists them. */
export interface TeamMember {
  userId: string;
  email: string;
  role: WorkspaceRole;
  /** The Zalo accounts an AGENT works with; every account for OWNER and ADMIN (empty list, `allAccounts` true). */
  accountIds: string[];
  allAccounts: boolean;
  joinedAt: string;
  /** Whether this member is the person looking. */
  you: boolean;
}

export interface TeamMembers {
  members: TeamMember[];
  /** Seats used (members and pending invitations) and the plan's limit (-1: no limit). */
  seats: { used: number; limit: number };
}

export interface Invitation {
  id: string;
  email: string;
  role: InvitableRole;
  accountIds: string[];
  invitedBy: { id: string; email: string } | null;
  createdAt: string;
  expiresAt: string;
  status: 'PENDING' | 'ACCEPTED' | 'EXPIRED' | 'REVOKED';
  /** Only in the answer of its creation: the secret token and the link to copy (never stored, never shown again). */
  token?: string;
  url?: string;
}

/** What the sign-up page shows for an invitation link before the person registers (no secret in it). */
export interface InvitationPreview {
  workspaceName: string;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  expiresAt: string;
}

const email = v.pipe(v.string(TEAM_MESSAGES.invalidEmail), v.trim(), v.toLowerCase(), v.maxLength(254, TEAM_MESSAGES.invalidEmail), v.email(TEAM_MESSAGES.invalidEmail));
const accountIds = v.pipe(v.array(v.pipe(v.string(), v.uuid(TEAM_MESSAGES.unknownAccount))), v.maxLength(1000));

/** POST /team/invitations */
export const InvitationCreateSchema = v.object({
  email,
  role: v.picklist(INVITABLE_ROLES, TEAM_MESSAGES.invalidRole),
  accountIds: v.optional(accountIds, []),
});
export type InvitationCreateInput = v.InferOutput<typeof InvitationCreateSchema>;

/** PATCH /team/members/{userId} */
export const MemberUpdateSchema = v.object({
  role: v.optional(v.picklist(INVITABLE_ROLES, TEAM_MESSAGES.invalidRole)),
  accountIds: v.optional(accountIds),
});
export type MemberUpdateInput = v.InferOutput<typeof MemberUpdateSchema>;

/** POST /team/transfer-ownership: the OWNER hands the workspace to another member (they become ADMIN). */
export const OwnershipTransferSchema = v.object({ userId: v.pipe(v.string(), v.uuid(TEAM_MESSAGES.memberNotFound)) });

/** DELETE /workspaces/current: the OWNER confirms the deletion of the workspace and everything in it with their password. */
export const WorkspaceDeleteSchema = v.object({
  password: v.pipe(v.string('Hãy nhập mật khẩu để xác nhận'), v.nonEmpty('Hãy nhập mật khẩu để xác nhận'), v.maxLength(128, 'Mật khẩu không đúng')),
});
export type WorkspaceDeleteInput = v.InferOutput<typeof WorkspaceDeleteSchema>;

/** A workspace the signed-in person works in (GET /workspaces, and /auth/me's `workspace`). */
export interface WorkspaceSummary {
  id: string;
  name: string;
  role: WorkspaceRole;
}
export interface WorkspaceListItem extends WorkspaceSummary {
  current: boolean;
}
/** /auth/me's `workspace`: the session's workspace with the person's role and, for an AGENT, their accounts. */
export interface CurrentWorkspace extends WorkspaceSummary {
  accountIds: string[] | null;
}

/** The audit log: who did what and when (append-only). */
export interface AuditEntry {
  id: number;
  at: string;
  /** Null when the system did it (a payment confirmed by payOS, say). */
  actor: { id: string; email: string } | null;
  action: string;
  /** What was acted on: its kind, id and a name to show. */
  target: { type: string; id?: string; name?: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  limit: number;
}

/** GET /audit-log?actor&action&from&to&page&limit (from/to: YYYY-MM-DD, Vietnamese days). */
export const AuditLogQuerySchema = v.object({
  actor: v.optional(v.pipe(v.string(), v.uuid('Người thực hiện không hợp lệ'))),
  action: v.optional(v.pipe(v.string(), v.maxLength(64))),
  from: v.optional(v.pipe(v.string(), v.isoDate('Ngày không hợp lệ'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('Ngày không hợp lệ'))),
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer('Trang không hợp lệ'), v.minValue(1, 'Trang không hợp lệ')), 1),
  limit: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer('Số dòng không hợp lệ'), v.minValue(1, 'Số dòng không hợp lệ'), v.maxValue(100, 'Tối đa 100 dòng mỗi trang')), 20),
});
export type AuditLogQuery = v.InferOutput<typeof AuditLogQuerySchema>;
