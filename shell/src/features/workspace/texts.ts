import { WORKSPACE_ROLE_LABELS, type WorkspaceRole } from 'shared-sdk';

export const WORKSPACE_TEXTS = {
  refusalTitle: 'Bạn không có quyền mở trang này',
  /** Who may open a page: "Chỉ chủ sở hữu hoặc quản trị viên xem được trang này". */
  whoMay: (roles: readonly WorkspaceRole[]) =>
    `Chỉ ${roles.map((role) => WORKSPACE_ROLE_LABELS[role].toLowerCase()).join(' hoặc ')} xem được trang này`,
  yourRole: (role: WorkspaceRole) => `Vai trò của bạn: ${WORKSPACE_ROLE_LABELS[role]}.`,
  backToDashboard: 'Về trang Dashboard',
  sessionEnded: 'Phiên đăng nhập đã kết thúc (bạn đã bị đăng xuất hoặc không còn là thành viên). Vui lòng đăng nhập lại.',
  inviteOffer: (workspace: string, role: string) => `Bạn được mời tham gia ${workspace} với vai trò ${role}`,
  invitedBy: (email: string) => `Người mời: ${email}`,
  inviteFor: (email: string) => `Lời mời dành cho ${email}`,
  inviteInvalidHint: 'Hãy xin người mời gửi một liên kết mới.',
  join: 'Tham gia',
  joinFailed: 'Không tham gia được không gian làm việc',
} as const;
