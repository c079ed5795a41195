import { VARIANT_MIN_SAMPLE } from 'shared-sdk';

const count = new Intl.NumberFormat('vi-VN');
const percent = new Intl.NumberFormat('vi-VN', { style: 'percent', maximumFractionDigits: 1 });
/** 1055 → '1.055'. */
export const formatCount = (value: number) => count.format(value);
/** 0.333 → '33,3%'. */
export const formatRate = (rate: number) => percent.format(rate);

/** Every text of the reports page. */
export const REPORT_TEXTS = {
  title: 'Báo cáo',
  subtitle: 'Tin đã gửi, khách trả lời và hiệu quả từng tài khoản, từng công việc (giờ Việt Nam)',
  export: 'Xuất Excel',
  exportFailed: 'Không thể xuất báo cáo, vui lòng thử lại',
  retry: 'Thử lại',

  range: 'Khoảng thời gian',
  today: 'Hôm nay',
  week: '7 ngày',
  month: '30 ngày',
  custom: 'Tùy chọn',
  customRange: 'Chọn từ ngày đến ngày',
  rangeStart: 'Từ ngày',
  rangeEnd: 'Đến ngày',
  account: 'Tài khoản',
  allAccounts: 'Tất cả tài khoản',
  deletedAccount: 'Tài khoản đã xóa',
  rangeLine: (from: string, to: string) => (from === to ? `Ngày ${from}` : `Từ ${from} đến ${to}`),

  totals: 'Tổng quan',
  sent: 'Đã gửi',
  failed: 'Thất bại',
  skipped: 'Bỏ qua',
  replied: 'Đã trả lời',
  replyRate: 'Tỉ lệ trả lời',
  friendRequests: 'Lời mời kết bạn đã gửi',
  accepted: 'Đã chấp nhận',
  optOuts: 'Từ chối nhận tin',
  sentHint: (messages: number) => `${formatCount(messages)} tin nhắn tới người nhận`,
  replyRateHint: (replied: number, messages: number) => `${formatCount(replied)} / ${formatCount(messages)} tin nhắn`,
  skippedHint: 'Không có Zalo, trong danh sách không liên hệ…',
  acceptedHint: (accepted: number, requests: number) =>
    requests > 0 ? `${formatRate(accepted / requests)} lời mời` : 'Chưa gửi lời mời nào',
  optOutsHint: 'Đã vào danh sách không liên hệ',
  summaryFailed: 'Không thể tải số liệu tổng quan',

  daily: 'Đã gửi và đã trả lời theo ngày',
  dailyFailed: 'Không thể tải biểu đồ theo ngày',
  dailyEmpty: 'Chưa gửi tin nào trong khoảng thời gian này',
  dailySummary: (days: number, sent: number, replied: number) =>
    `Biểu đồ ${days} ngày: ${formatCount(sent)} đã gửi, ${formatCount(replied)} đã trả lời`,
  dailyTooltip: (label: string, sent: number, messages: number, replied: number) =>
    `${label}: ${formatCount(sent)} đã gửi (${formatCount(messages)} tin nhắn), ${formatCount(replied)} đã trả lời` +
    (messages > 0 ? ` (${formatRate(replied / messages)})` : ''),
  dailyLateReplies: 'Câu trả lời được tính vào ngày gửi tin mà nó trả lời.',

  heatmap: 'Khách trả lời vào lúc nào',
  heatmapFailed: 'Không thể tải bản đồ giờ trả lời',
  heatmapEmpty: 'Chưa có khách nào trả lời trong khoảng thời gian này',
  heatmapSummary: (replies: number, busiest: string | null) =>
    `Bản đồ giờ trả lời: ${formatCount(replies)} câu trả lời` + (busiest ? `, nhiều nhất ${busiest}` : ''),
  heatmapCell: (weekday: string, hour: number, replies: number) => `${weekday}, ${hour}:00–${hour}:59: ${formatCount(replies)} câu trả lời`,
  heatmapBusiest: (weekday: string, hour: number) => `${weekday} lúc ${hour}:00`,
  heatmapHint: 'Tính theo giờ khách trả lời (giờ Việt Nam).',
  weekdays: ['Chủ nhật', 'Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7'] as readonly string[],
  weekdaysShort: ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'] as readonly string[],

  byAccount: 'Theo tài khoản',
  byAccountFailed: 'Không thể tải bảng theo tài khoản',
  byAccountEmpty: 'Chưa có tài khoản nào gửi tin trong khoảng thời gian này',
  colAccount: 'Tài khoản',
  colSent: 'Đã gửi',
  colMessages: 'Tin nhắn',
  colReplied: 'Đã trả lời',
  colRate: 'Tỉ lệ trả lời',
  colFailed: 'Thất bại',
  colFriendRequests: 'Lời mời kết bạn',
  colAccepted: 'Đã chấp nhận',

  byJob: 'Theo công việc',
  byJobHint: 'Công việc tạo trong khoảng thời gian này, với kết quả đến nay.',
  byJobFailed: 'Không thể tải bảng theo công việc',
  byJobEmpty: 'Chưa có công việc nào được tạo trong khoảng thời gian này',
  colJob: 'Công việc',
  colCreatedAt: 'Ngày tạo',
  colVariants: 'Phiên bản',
  oneMessage: 'Một nội dung',
  variantCount: (count: number) => `${count} phiên bản`,

  variants: 'Kết quả từng phiên bản',
  colVariant: 'Phiên bản',
  variantName: (letter: string) => `Phiên bản ${letter}`,
  leader: 'Dẫn đầu',
  leaderSample: (sent: number) => `mẫu ${formatCount(sent)} lượt gửi`,
  notEnoughData: `Chưa đủ dữ liệu (cần ≥ ${VARIANT_MIN_SAMPLE} lượt gửi mỗi phiên bản)`,
  noLeader: 'Chưa có phiên bản dẫn đầu: tỉ lệ trả lời bằng nhau',
  sampleSize: (smallest: number) => `Phiên bản ít nhất: ${formatCount(smallest)} lượt gửi`,
} as const;
