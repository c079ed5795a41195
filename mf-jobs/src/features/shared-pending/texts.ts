import { SHARED_MEMBER_PENDING_LABEL, SHARED_MEMBER_STATUS_LABELS } from 'shared-sdk';

/** The shared lists screen's texts: the spec's words (part 3 §2, §4, §5, §8) and the screen's labels. */
export const SHARED_TEXTS = {
  title: 'Kho chung',
  subtitle: 'Kho thành viên dùng chung cho toàn hệ thống',
  empty: 'Chưa có kho nào. Hãy tạo kho từ trang Quản lý nhóm, mục Bạn bè chờ.',
  goToGroups: 'Đến trang Quản lý nhóm',
  retry: 'Thử lại',

  columnName: 'Tên kho',
  columnMembers: 'Số thành viên',
  columnStatus: 'Trạng thái',
  columnCreated: 'Ngày tạo',
  columnActions: 'Thao tác',
  view: 'Xem chi tiết',
  schedule: 'Lên lịch nhắn tin',
  delete: 'Xóa',
  deleteTitle: 'Xóa kho chung',
  deleteConfirm: (name: string) => `Bạn có chắc muốn xóa kho "${name}"? Lịch nhắn tin của kho cũng bị xóa.`,
  deleted: 'Đã xóa kho chung',
  sourceAccount: 'Tài khoản nguồn',

  totalStores: 'Tổng số kho',
  totalMembers: 'Tổng thành viên',
  activeStores: 'Kho đang hoạt động',

  // Detail dialog.
  detailTitle: (name: string) => `Chi tiết kho: ${name}`,
  description: 'Mô tả',
  noDescription: 'Không có mô tả',
  memberTotal: (count: number) => `Tổng số thành viên: ${count}`,
  selectAll: (selected: number, total: number) => `Chọn tất cả (${selected}/${total})`,
  columnMember: 'Thành viên',
  columnGroup: 'Nhóm nguồn',
  columnAdded: 'Ngày thêm',
  memberId: (id: string) => `ID: ${id}`,
  sendMessage: 'Gửi tin nhắn',
  sendFriendRequest: 'Gửi lời mời kết bạn',
  inviteToGroup: 'Mời vào nhóm',
  counts: (success: number, pending: number, failed: number) => `Thành công: ${success} · Chờ: ${pending} · Thất bại: ${failed}`,

  // Member job dialogs.
  account: 'Tài khoản gửi',
  accountPlaceholder: 'Chọn tài khoản đang hoạt động',
  message: 'Nội dung tin nhắn',
  attachments: 'File đính kèm',
  delayMin: 'Độ trễ tối thiểu (giây)',
  delayMax: 'Độ trễ tối đa (giây)',
  delayHint: 'Mỗi tin cách nhau 1-60 giây',
  selectedMembers: (count: number) => `Đã chọn ${count} thành viên`,
  friendRequestMessage: 'Lời nhắn kết bạn',
  friendRequestDefault: 'Xin chào, mình kết bạn nhé!',
  targetGroup: 'Nhóm đích',
  targetGroupPlaceholder: 'Chọn nhóm',
  chooseAccountFirst: 'Chọn tài khoản trước',
  inviteDelay: 'Mỗi lời mời cách nhau 5-15 giây',
  friendRequestCreated: (count: number) => `Đã tạo job gửi lời mời kết bạn đến ${count} thành viên`,
  inviteCreated: (count: number) => `Đã tạo job mời ${count} thành viên vào nhóm`,
  send: 'Tạo công việc',
  cancel: 'Hủy',

  // Schedule dialog.
  scheduleTitle: (name: string) => `Lên lịch nhắn tin: ${name}`,
  scheduleTimes: 'Thời gian gửi mỗi ngày',
  addTime: 'Thêm thời gian',
  removeTime: 'Xóa thời gian',
  timezone: 'Múi giờ',
  dailyLimit: 'Số tin nhắn/ngày',
  images: 'Hình ảnh đính kèm',
  imagesLimit: 'Tối đa 5 hình ảnh',
  estimatedDays: (days: number, members: number) => `Ước tính ${days} ngày để nhắn hết ${members} thành viên`,
  createSchedule: 'Tạo lịch',
  executions: 'Các lần chạy gần đây',
  noExecutions: 'Chưa có lần chạy nào',
  executionStatus: { SUCCESS: 'Thành công', PARTIAL: 'Một phần', FAILED: 'Thất bại' } as Record<string, string>,
  executionSummary: (processed: number, successful: number, blocked: number, failed: number) =>
    `Xử lý ${processed} · Thành công ${successful} · Bị chặn ${blocked} · Thất bại ${failed}`,
  seconds: (value: number) => `${value} giây`,
} as const;

// The labels live in shared-sdk: the server's exports write the same words.
export const MEMBER_STATUS_LABELS: Record<string, { label: string; color: string }> = {
  SUCCESS: { label: SHARED_MEMBER_STATUS_LABELS.SUCCESS, color: 'success' },
  FAILED: { label: SHARED_MEMBER_STATUS_LABELS.FAILED, color: 'error' },
  SENT: { label: SHARED_MEMBER_STATUS_LABELS.SENT, color: 'processing' },
};
export const MEMBER_PENDING = { label: SHARED_MEMBER_PENDING_LABEL, color: 'default' };
