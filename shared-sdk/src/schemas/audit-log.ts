/**
 * The audit log's actions and their Vietnamese labels (GET /audit-log/actions answers them; the page's filter and
 * its rows show the labels). An action is `<what>.<done>`; a filter may name a whole group by its prefix (`job.`).
 */
export const AUDIT_ACTION_LABELS = {
  'account.created': 'Thêm tài khoản Zalo',
  'account.updated': 'Sửa tài khoản Zalo',
  'account.proxy_changed': 'Đổi proxy của tài khoản Zalo',
  'account.deleted': 'Xóa tài khoản Zalo',
  'account.qr_login': 'Đăng nhập tài khoản Zalo bằng mã QR',
  'account.cookie_login': 'Đăng nhập tài khoản Zalo bằng cookie',
  'account.relogin': 'Tự đăng nhập lại tài khoản Zalo',
  'account.sending_window_changed': 'Đổi khung giờ gửi của tài khoản Zalo',
  'account.sending_resumed': 'Cho tài khoản Zalo gửi tiếp',
  'account.group_joined': 'Tham gia nhóm bằng liên kết',
  'account.friend_requests_withdrawn': 'Thu hồi lời mời kết bạn đã gửi',
  'bot.started': 'Bật bot',
  'bot.stopped': 'Tắt bot',
  'ai.config_changed': 'Đổi cấu hình trả lời AI',
  'ai.toggled': 'Bật/tắt trả lời AI',
  'proxy.created': 'Thêm proxy',
  'proxy.updated': 'Sửa proxy',
  'proxy.deleted': 'Xóa proxy',
  'proxy.imported': 'Nhập danh sách proxy',
  'job.created': 'Tạo công việc gửi',
  'job.cancelled': 'Hủy công việc gửi',
  'phone.friend_request': 'Gửi lời mời kết bạn qua số điện thoại',
  'phone.message': 'Nhắn tin qua số điện thoại',
  'phone.friend_request_message': 'Kết bạn và nhắn tin qua số điện thoại',
  'schedule.created': 'Tạo lịch gửi',
  'schedule.updated': 'Sửa lịch gửi',
  'schedule.paused': 'Tạm dừng lịch gửi',
  'schedule.resumed': 'Tiếp tục lịch gửi',
  'schedule.deleted': 'Xóa lịch gửi',
  'schedule.executed': 'Chạy lịch gửi ngay',
  'phone_list.imported': 'Nhập danh sách số điện thoại',
  'phone_list.distributed': 'Chia danh sách số cho các tài khoản',
  'phone_list.status_changed': 'Đổi trạng thái danh sách số',
  'phone_list.retried': 'Thử lại các số bị lỗi',
  'phone_list.quota_changed': 'Đổi hạn mức số của tài khoản',
  'phone_list.deleted': 'Xóa danh sách số điện thoại',
  'shared_list.saved': 'Lưu thành viên vào Kho chung',
  'shared_list.deleted': 'Xóa danh sách Kho chung',
  'tag.created': 'Tạo nhãn',
  'tag.updated': 'Sửa nhãn',
  'tag.deleted': 'Xóa nhãn',
  'conversation.assigned': 'Giao hội thoại',
  'conversation.ai_toggled': 'Bật/tắt trả lời AI trong hội thoại',
  'do_not_contact.added': 'Thêm vào danh sách không liên hệ',
  'do_not_contact.imported': 'Nhập danh sách không liên hệ',
  'do_not_contact.removed': 'Xóa khỏi danh sách không liên hệ',
  'do_not_contact.settings_changed': 'Đổi cài đặt không liên hệ',
  'payment.created': 'Tạo thanh toán',
  'payment.cancelled': 'Hủy thanh toán',
  'plan.changed': 'Đổi gói dịch vụ (thanh toán thành công)',
  'team.invitation_created': 'Mời thành viên',
  'team.invitation_revoked': 'Thu hồi lời mời',
  'team.invitation_accepted': 'Nhận lời mời tham gia',
  'team.member_changed': 'Đổi vai trò hoặc tài khoản của thành viên',
  'team.member_removed': 'Xóa thành viên',
  'team.ownership_transferred': 'Chuyển quyền chủ sở hữu',
  'api_key.created': 'Tạo khóa API',
  'api_key.updated': 'Sửa khóa API',
  'api_key.paused': 'Tạm dừng khóa API',
  'api_key.resumed': 'Bật lại khóa API',
  'api_key.revoked': 'Thu hồi khóa API',
  'export.link_created': 'Tạo liên kết tải file',
  'export.downloaded': 'Tải file xuất',
  'webhook.created': 'Thêm webhook',
  'webhook.updated': 'Sửa webhook',
  'webhook.deleted': 'Xóa webhook',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** The label of an action; an action this version does not know (an older entry's) is shown as it is. */
export const auditActionLabel = (action: string): string => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** GET /audit-log/actions. */
export interface AuditActionOption {
  action: string;
  label: string;
}

/** GET /audit-log/actors: the people who did something in the workspace (current members and former ones). */
export interface AuditActor {
  id: string;
  email: string;
}

export const AUDIT_MESSAGES = {
  rangeInvalid: 'Ngày bắt đầu phải trước ngày kết thúc',
} as const;
