const count = new Intl.NumberFormat('vi-VN');
/** 1055 → '1.055'. */
const n = (value: number) => count.format(value);
const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 });
/** 0.125 → '12,5%'. */
export const formatRate = (rate: number) => percent.format(rate);

/** Every text of the dashboard. */
export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  subtitle: 'Tổng quan hoạt động các tài khoản Zalo của bạn',
  manageAccounts: 'Quản lý tài khoản',
  viewJobs: 'Xem công việc',

  errorTitle: 'Lỗi hệ thống',
  errorDescription: 'Không thể tải dữ liệu dashboard',
  retry: 'Thử lại',

  statAccounts: 'Tài khoản',
  statAccountsActive: (active: number) => `${n(active)} đang hoạt động`,
  statBots: 'Bot đang chạy',
  statBotsOf: (active: number) => `trên ${n(active)} tài khoản hoạt động`,
  statJobs: 'Tổng công việc',
  statJobsPending: (pending: number) => `${n(pending)} chờ xử lý`,
  statCompleted: 'Hoàn thành',
  statCompletedHint: 'Công việc đã hoàn thành',
  statProxies: 'Proxy',
  statProxiesActive: (active: number) => `${n(active)} đang hoạt động`,
  manageProxies: 'Quản lý proxy',
  statReplyRate: 'Tỉ lệ trả lời 7 ngày',
  statReplyRateOf: (replied: number, messages: number) => `${n(replied)} trả lời / ${n(messages)} tin nhắn`,
  statReplyRateNone: 'Chưa gửi tin nhắn nào trong 7 ngày qua',
  viewReports: 'Xem báo cáo',

  recentJobs: 'Công việc gần đây',
  allJobs: 'Xem tất cả',
  noJobs: 'Chưa có công việc nào',
  recipients: 'người nhận',

  accounts: 'Tài khoản',
  manage: 'Quản lý',
  manageAccount: (name: string) => `Quản lý ${name}`,
  noAccounts: 'Chưa có tài khoản nào',
  addFirstAccount: 'Thêm tài khoản đầu tiên',
  noAssignedAccounts: 'Bạn chưa được giao tài khoản Zalo nào. Hãy nhờ chủ sở hữu hoặc quản trị viên giao tài khoản.',
  notLoggedIn: 'Chưa đăng nhập',
  lastLogin: 'Đăng nhập',

  gettingStarted: 'Bắt đầu sử dụng',
  gettingStartedProgress: (done: number, total: number) => `Đã xong ${done}/${total} bước`,
  stepDone: 'đã xong',
  stepTodo: 'chưa làm',
  steps: {
    account: { title: 'Thêm tài khoản Zalo', hint: 'Đặt tên cho tài khoản, chọn proxy nếu cần.', action: 'Thêm tài khoản' },
    login: { title: 'Đăng nhập bằng mã QR', hint: 'Trên trang Tài khoản, bấm "Đăng nhập QR" và quét mã bằng ứng dụng Zalo trên điện thoại.', action: 'Mở trang Tài khoản' },
    friends: { title: 'Đồng bộ bạn bè', hint: 'Lấy danh sách bạn bè của tài khoản về để gắn thẻ và gửi tin.', action: 'Mở trang Bạn bè' },
    job: { title: 'Tạo công việc đầu tiên', hint: 'Gửi tin nhắn cho bạn bè, nhóm hoặc danh sách số điện thoại, giãn cách như người thật.', action: 'Tạo công việc' },
  },

  quickActions: 'Thao tác nhanh',
  addAccount: 'Thêm tài khoản',
  createJob: 'Tạo công việc',
  refresh: 'Làm mới dữ liệu',

  activity: 'Tin nhắn hai tuần qua',
  sent: 'Đã gửi',
  failed: 'Thất bại',
  skipped: 'Bỏ qua',
  replied: 'Đã trả lời',
  skippedHint: 'Bỏ qua: số không có Zalo, người trong danh sách không liên hệ, người đã là bạn bè. Không phải lỗi gửi.',
  noActivity: (days: number) => `Chưa có tin nhắn nào trong ${days} ngày qua`,
  activityError: 'Không thể tải biểu đồ hoạt động',
  activitySummary: (days: number, sent: number, failed: number, skipped = 0, replied = 0) =>
    `Tin nhắn ${days} ngày qua: ${n(sent)} đã gửi, ${n(failed)} thất bại${skipped ? `, ${n(skipped)} bỏ qua` : ''}, ${n(replied)} đã trả lời`,
  activityTotals: (sent: number, failed: number, skipped = 0, replied = 0) =>
    `Tổng: ${n(sent)} đã gửi · ${n(failed)} thất bại${skipped ? ` · ${n(skipped)} bỏ qua` : ''} · ${n(replied)} đã trả lời`,
  activityBar: (label: string, sent: number, failed: number, skipped = 0, replied = 0) =>
    `${label}: ${n(sent)} đã gửi, ${n(failed)} thất bại${skipped ? `, ${n(skipped)} bỏ qua` : ''}, ${n(replied)} đã trả lời`,
  repliedHint: 'Đã trả lời: khách trả lời tin nhắn gửi hôm đó (tính vào ngày gửi).',
} as const;
