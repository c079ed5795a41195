import { appToday, type ReportAccountRow, type ReportDay, type ReportHeatmap, type ReportJobRow, type ReportJobVariant, type ReportSummary, shiftDate } from 'shared-sdk';

/** Sample reports for stories and tests (no network): a week of a small shop's outreach. */
export const ACCOUNT_IDS = { hoa: '0b7c7a0e-8f7c-4c8e-9a51-2b7e3f1d9c11', sale: '0b7c7a0e-8f7c-4c8e-9a51-2b7e3f1d9c12' } as const;

export function summaryOf(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return { sent: 1280, failed: 12, skipped: 34, messages: 1200, replied: 150, replyRate: 0.125, friendRequests: 80, accepted: 22, optOuts: 3, ...overrides };
}

export const EMPTY_SUMMARY: ReportSummary = summaryOf({ sent: 0, failed: 0, skipped: 0, messages: 0, replied: 0, replyRate: 0, friendRequests: 0, accepted: 0, optOuts: 0 });

/** One day per date given, from a count of messages and replies. */
export function daysOf(entries: Array<[date: string, messages: number, replied: number]>): ReportDay[] {
  return entries.map(([date, messages, replied]) => ({ date, sent: messages + 5, messages, replied, failed: 1 }));
}

/** A date `n` days before today in Asia/Ho_Chi_Minh: the sample week stays inside the page's default range, whatever the date. */
const daysAgo = (n: number) => shiftDate(appToday(), -n);

export const sampleDays: ReportDay[] = daysOf([
  [daysAgo(6), 180, 20],
  [daysAgo(5), 150, 18],
  [daysAgo(4), 90, 8],
  [daysAgo(2), 260, 40],
  [daysAgo(1), 300, 41],
  [daysAgo(0), 220, 23],
]);

export function accountRowOf(overrides: Partial<ReportAccountRow> = {}): ReportAccountRow {
  return {
    accountId: ACCOUNT_IDS.hoa,
    accountName: 'Shop Hoa Tươi',
    sent: 800,
    messages: 760,
    replied: 110,
    replyRate: 110 / 760,
    failed: 8,
    friendRequests: 40,
    accepted: 12,
    ...overrides,
  };
}

export const sampleAccounts: ReportAccountRow[] = [
  accountRowOf(),
  accountRowOf({ accountId: ACCOUNT_IDS.sale, accountName: 'Sale Bình', sent: 460, messages: 440, replied: 40, replyRate: 40 / 440, failed: 4, friendRequests: 40, accepted: 10 }),
  accountRowOf({ accountId: '00000000-0000-0000-0000-000000000000', accountName: null, sent: 20, messages: 0, replied: 0, replyRate: 0, failed: 0, friendRequests: 0, accepted: 0 }),
];

export const variantOf = (variant: ReportJobVariant['variant'], sent: number, replied: number, leader = false): ReportJobVariant => ({
  variant,
  sent,
  replied,
  replyRate: sent ? replied / sent : 0,
  leader,
});

export function jobRowOf(overrides: Partial<ReportJobRow> = {}): ReportJobRow {
  return {
    jobId: 'job-1',
    title: 'Gửi tin bạn bè: Khuyến mãi cuối tuần',
    accountName: 'Shop Hoa Tươi',
    createdAt: '2026-11-25T02:00:00.000Z',
    sent: 120,
    replied: 20,
    replyRate: 20 / 120,
    accepted: 0,
    variants: [],
    ...overrides,
  };
}

export const sampleJobs: ReportJobRow[] = [
  jobRowOf({
    jobId: 'job-ab',
    title: 'Gửi tin bạn bè: Ưu đãi tháng 11',
    createdAt: '2026-11-26T03:00:00.000Z',
    sent: 90,
    replied: 17,
    replyRate: 17 / 90,
    variants: [variantOf('A', 45, 5), variantOf('B', 45, 12, true)],
  }),
  jobRowOf({
    jobId: 'job-small',
    title: 'Gửi tin nhóm: Hàng mới về',
    accountName: 'Sale Bình',
    createdAt: '2026-11-24T09:30:00.000Z',
    sent: 40,
    replied: 6,
    replyRate: 6 / 40,
    variants: [variantOf('A', 14, 1), variantOf('B', 13, 4), variantOf('C', 13, 1)],
  }),
  jobRowOf(),
];

export const sampleHeatmap: ReportHeatmap = {
  cells: [
    { weekday: 1, hour: 9, replies: 12 },
    { weekday: 1, hour: 20, replies: 18 },
    { weekday: 3, hour: 12, replies: 7 },
    { weekday: 5, hour: 21, replies: 25 },
    { weekday: 6, hour: 10, replies: 9 },
    { weekday: 0, hour: 15, replies: 4 },
  ],
};
