import { SHARED_LIST_SCHEDULE_DELAY, SHARED_MEMBER_PENDING_LABEL, SHARED_MEMBER_STATUS_LABELS } from 'shared-sdk';

/** The shared lists screen's texts: the product's messages (its contract, used word for word) and the screen's labels. */
export const SHARED_TEXTS = {
  title: 'Kho chung',
  subtitle:
    'Những thành viên nhóm chưa là bạn bè mà bạn đã lưu, để nhắn tin, kết bạn hoặc mời vào nhóm sau. Các kho là của riêng bạn: mỗi tài khoản nguồn có một kho.',
  empty: 'Chưa có kho nào. Hãy tạo kho từ trang Quản lý nhóm, mục Bạn bè chờ.',
  emptyHow: 'Cách lưu thành viên vào Kho chung',
  emptySteps: [
    'Mở Quản lý nhóm, chọn các nhóm ở tab Danh sách nhóm.',
    'Sang tab Bạn bè chờ: những thành viên chưa là bạn bè của tài khoản hiện ra.',
    "Chọn người rồi bấm 'Lưu vào Kho chung'. Lần lưu sau từ cùng tài khoản sẽ bổ sung vào kho đó, không trùng người.",
  ],
  goToGroups: 'Đến trang Quản lý nhóm',
  retry: 'Thử lại',

  columnName: 'Tên kho',
  columnMembers: 'Số thành viên',
  columnStatus: 'Trạng thái',
  columnCreated: 'Ngày tạo',
  columnActions: 'Thao tác',
  view: 'Xem chi tiết',
  schedule: 'Lên lịch nhắn tin',
  /** Where 'Lên lịch nhắn tin' would be, when the list is not ACTIVE (it is offered only then). */
  scheduleUnavailable: {
    PROCESSING: 'Lên lịch được khi công việc đang chạy của kho kết thúc',
    ARCHIVED: 'Kho đã lưu trữ nên không lên lịch được',
  } as Record<string, string>,
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
  unnamedMember: 'Thành viên chưa rõ tên',
  memberId: (id: string) => `Mã thành viên: ${id}`,
  groupId: (id: string) => `Mã nhóm: ${id}`,
  failureCode: (code: number) => `Mã lỗi Zalo: ${code}`,
  sendMessage: 'Gửi tin nhắn',
  sendFriendRequest: 'Gửi lời mời kết bạn',
  inviteToGroup: 'Mời vào nhóm',
  counts: (success: number, pending: number, failed: number) => `Thành công: ${success} · Chờ: ${pending} · Thất bại: ${failed}`,

  // Member job dialogs.
  account: 'Tài khoản gửi',
  accountPlaceholder: 'Chọn tài khoản đang hoạt động',
  accountsLoading: 'Đang kiểm tra tài khoản nào gửi được…',
  sourceAccountOption: (name: string) => `${name} (tài khoản nguồn)`,
  partialOption: (name: string, reachable: number, total: number) => `${name} (tới được ${reachable}/${total} thành viên)`,
  noSender: 'Không tài khoản nào gửi được cho các thành viên đã chọn.',
  missingTitle: 'Tài khoản không có trong danh sách:',
  missing: (name: string, reason: string) => `${name}: ${reason}`,
  reasonInactive: (status: string) => `chưa sẵn sàng gửi (${status}), cần đăng nhập lại`,
  reasonNotSynced: 'chưa đồng bộ nhóm, nên chưa biết có chung nhóm với các thành viên không',
  reasonNoSharedGroup: 'không ở chung nhóm nào với các thành viên đã chọn',
  reasonSourceOnly: 'các thành viên đã chọn chỉ gửi được từ tài khoản nguồn (thiếu mã định danh Zalo)',
  whyOnlySome:
    'Zalo cho mỗi tài khoản một mã riêng của từng người: tài khoản khác tài khoản nguồn chỉ tìm được thành viên trong nhóm chung.',
  partialWarning: (unreachable: number, account: string) =>
    `${unreachable} thành viên không ở chung nhóm với ${account}: họ sẽ được đánh dấu Thất bại kèm lý do, không ai bị gửi nhầm.`,
  message: 'Nội dung tin nhắn',
  attachments: 'File đính kèm',
  delayMin: 'Độ trễ tối thiểu (giây)',
  delayMax: 'Độ trễ tối đa (giây)',
  delayHint: 'Mỗi tin cách nhau 1-60 giây',
  pace: (count: number, from: string, to: string) => `Nhịp gửi: ${count} thành viên trong khoảng ${from} - ${to}.`,
  paceOne: 'Nhịp gửi: 1 thành viên, gửi ngay khi công việc bắt đầu.',
  paceWarning: (safe: number) =>
    `Dưới ${safe} giây mỗi lần, người lạ dễ báo cáo tin rác và Zalo có thể khóa tài khoản. Nên để 45-60 giây.`,
  requestDelayMin: 'Giãn cách tối thiểu (giây)',
  requestDelayMax: 'Giãn cách tối đa (giây)',
  requestDelayHint: 'Mỗi lời mời cách nhau 1-60 giây',
  selectedMembers: (count: number) => `Đã chọn ${count} thành viên`,
  friendRequestMessage: 'Lời nhắn kết bạn',
  friendRequestDefault: 'Xin chào, mình kết bạn nhé!',
  targetGroup: 'Nhóm đích',
  targetGroupPlaceholder: 'Chọn nhóm',
  chooseAccountFirst: 'Chọn tài khoản trước',
  inviteDelay: 'Mỗi lời mời cách nhau 5-15 giây',
  friendRequestCreated: (count: number) => `Đã tạo công việc gửi lời mời kết bạn đến ${count} thành viên`,
  inviteCreated: (count: number) => `Đã tạo công việc mời ${count} thành viên vào nhóm`,
  unreachableLeft: (count: number) => `${count} thành viên không tìm thấy từ tài khoản đã chọn (đã đánh dấu Thất bại)`,
  waitsForSlot: (concurrent: number | null) =>
    concurrent === null
      ? 'Công việc chờ lượt: nó tự bắt đầu khi công việc đang chạy kết thúc'
      : `Công việc chờ lượt: gói của bạn cho phép ${concurrent} công việc chạy cùng lúc, nó tự bắt đầu khi công việc đang chạy kết thúc`,

  // What the plan allows.
  unlimited: 'không giới hạn',
  planToday: (used: number, limit: string) => `Gói của bạn: đã tạo ${used}/${limit} công việc hôm nay`,
  planConcurrent: (running: number, limit: string) => `đang chạy ${running}/${limit} công việc cùng lúc`,
  planWillWait: (limit: number) =>
    `Công việc mới sẽ chờ lượt: gói của bạn cho phép ${limit} công việc chạy cùng lúc. Nó tự bắt đầu khi một công việc đang chạy kết thúc.`,
  send: 'Tạo công việc',
  cancel: 'Hủy',

  // Schedule dialog.
  scheduleTitle: (name: string) => `Lên lịch nhắn tin: ${name}`,
  scheduleSender: (name: string) =>
    `Gửi từ tài khoản nguồn ${name}, mỗi tin cách nhau ${SHARED_LIST_SCHEDULE_DELAY.min}-${SHARED_LIST_SCHEDULE_DELAY.max} giây, chỉ tới các thành viên đang chờ.`,
  scheduleNoSource: 'Tài khoản nguồn của kho đã bị xóa: lịch nhắn tin không có tài khoản để gửi.',
  scheduleSourceInactive: (name: string, status: string) =>
    `Tài khoản nguồn ${name} đang ở trạng thái ${status}: lịch chỉ gửi được khi tài khoản đăng nhập lại và hoạt động.`,
  // The list's own schedules, shown above the form that makes another.
  listSchedules: 'Lịch nhắn tin của danh sách này',
  listSchedulesNone: 'Danh sách này chưa có lịch nhắn tin nào.',
  listSchedulesLoadFailed: 'Không thể tải các lịch nhắn tin của danh sách này',
  listSchedulesMore: (count: number) =>
    `Danh sách này đã có ${count} lịch nhắn tin. Lịch mới sẽ chạy thêm bên cạnh, không thay thế lịch cũ: hãy sửa hoặc tạm dừng lịch cũ nếu chỉ muốn đổi giờ gửi.`,
  listScheduleTimes: (times: string[]) => `Hằng ngày lúc ${times.join(', ')}`,
  listScheduleNext: (when: string) => `Lần chạy tới: ${when}`,
  listScheduleNoNext: 'Không có lần chạy tới',
  listScheduleManage: 'Sửa nội dung và giờ gửi ở mục Lịch gửi của trang Công việc',
  listSchedulePause: 'Tạm dừng',
  listScheduleResume: 'Tiếp tục',
  listScheduleDelete: 'Xóa',
  listSchedulePaused: 'Đã tạm dừng lịch nhắn tin',
  listScheduleResumed: 'Đã tiếp tục lịch nhắn tin',
  listScheduleDeleted: 'Đã xóa lịch nhắn tin',
  listScheduleUpdateFailed: 'Không thể cập nhật lịch nhắn tin',
  listScheduleDeleteFailed: 'Không thể xóa lịch nhắn tin',
  listScheduleConfirmDelete: 'Xóa lịch nhắn tin này?',
  listScheduleConfirmDeleteContent: (times: string[]) =>
    `Lịch gửi hằng ngày lúc ${times.join(', ')} sẽ bị xóa; các tin đã gửi vẫn được giữ trong lịch sử.`,
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
