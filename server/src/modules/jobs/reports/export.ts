import type { CellValue, ExportTable } from '../../../lib/exports/table';
import type { ReportsService } from './service';

type AllReports = Awaited<ReturnType<ReportsService['all']>>;

/** Monday first, as a Vietnamese week; the numbers are the heatmap's weekdays (0 = Sunday). */
const WEEKDAYS: [number, string][] = [
  [1, 'Thứ Hai'],
  [2, 'Thứ Ba'],
  [3, 'Thứ Tư'],
  [4, 'Thứ Năm'],
  [5, 'Thứ Sáu'],
  [6, 'Thứ Bảy'],
  [0, 'Chủ nhật'],
];

/** A reply rate (0…1) as a percentage with one decimal, as the page shows it. */
const percent = (rate: number) => Math.round(rate * 1000) / 10;
/** 'YYYY-MM-DD' as dd/mm/yyyy. */
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const DELETED_ACCOUNT = 'Tài khoản đã xóa';

function table(sheetName: string, columns: [string, number][], rows: CellValue[][]): ExportTable {
  return {
    sheetName,
    columns: columns.map(([header, width]) => ({ header, width })),
    batches: (async function* () {
      if (rows.length > 0) yield rows;
    })(),
  };
}

/** The file's name (without extension): the range, and the account when filtered. */
export function reportFileName(reports: AllReports): string {
  const { range, accountName } = reports;
  return `Báo cáo ${dayText(range.from).replace(/\//g, '-')} đến ${dayText(range.to).replace(/\//g, '-')}${range.accountId ? ` - ${accountName}` : ''}`;
}

/** The reports of one range as the workbook's five sheets, with Vietnamese headers, as the reports page shows them. */
export function reportSheets(reports: AllReports): ExportTable[] {
  const { range, summary } = reports;
  return [
    table('Tổng quan', [['Chỉ số', 36], ['Giá trị', 24]], [
      ['Từ ngày', dayText(range.from)],
      ['Đến ngày', dayText(range.to)],
      ['Tài khoản', range.accountId ? reports.accountName : 'Tất cả tài khoản'],
      ['Đã gửi', summary.sent],
      ['Thất bại', summary.failed],
      ['Bỏ qua', summary.skipped],
      ['Tin nhắn đến người nhận', summary.messages],
      ['Đã trả lời', summary.replied],
      ['Tỉ lệ trả lời (%)', percent(summary.replyRate)],
      ['Lời mời kết bạn đã gửi', summary.friendRequests],
      ['Lời mời được chấp nhận', summary.accepted],
      ['Từ chối nhận tin', summary.optOuts],
    ]),
    table(
      'Theo ngày',
      [['Ngày', 14], ['Đã gửi', 12], ['Tin nhắn', 12], ['Đã trả lời', 12], ['Tỉ lệ trả lời (%)', 18], ['Thất bại', 12]],
      reports.days.map((day) => [dayText(day.date), day.sent, day.messages, day.replied, percent(day.messages > 0 ? day.replied / day.messages : 0), day.failed]),
    ),
    table(
      'Theo tài khoản',
      [['Tài khoản', 30], ['Đã gửi', 12], ['Tin nhắn', 12], ['Đã trả lời', 12], ['Tỉ lệ trả lời (%)', 18], ['Thất bại', 12], ['Lời mời kết bạn', 16], ['Đã chấp nhận', 14]],
      reports.accounts.map((row) => [row.accountName ?? DELETED_ACCOUNT, row.sent, row.messages, row.replied, percent(row.replyRate), row.failed, row.friendRequests, row.accepted]),
    ),
    table(
      'Theo công việc',
      [['Ngày tạo', 18], ['Công việc', 28], ['Tài khoản', 24], ['Phiên bản', 12], ['Đã gửi', 12], ['Đã trả lời', 12], ['Tỉ lệ trả lời (%)', 18], ['Đã chấp nhận', 14], ['Dẫn đầu', 10]],
      reports.jobs.flatMap((job) => [
        [new Date(job.createdAt), job.title, job.accountName ?? DELETED_ACCOUNT, job.variants.length > 0 ? 'Tất cả' : null, job.sent, job.replied, percent(job.replyRate), job.accepted, null],
        ...job.variants.map((v): CellValue[] => [null, null, null, `Phiên bản ${v.variant}`, v.sent, v.replied, percent(v.replyRate), null, v.leader ? 'Dẫn đầu' : null]),
      ]),
    ),
    table(
      'Giờ trả lời',
      [['Thứ', 12], ...Array.from({ length: 24 }, (_, hour): [string, number] => [`${hour}h`, 6])],
      WEEKDAYS.map(([weekday, label]) => [
        label,
        ...Array.from({ length: 24 }, (_, hour) => reports.heatmap.cells.find((c) => c.weekday === weekday && c.hour === hour)?.replies ?? 0),
      ]),
    ),
  ];
}
