import * as XLSX from '@e965/xlsx';
import * as v from 'valibot';
import {
  exportPaths,
  ReportByAccountDataSchema,
  ReportByJobDataSchema,
  ReportDailyDataSchema,
  reportExportQuery,
  ReportHeatmapDataSchema,
  ReportSummaryDataSchema,
} from 'shared-sdk/schemas';
import { NO_ACCOUNT_ID } from '../../../db/tables/jobs';
import { bearer, createTestApp, type SignedInUser, type TestApp } from '../../../testing/test-app';
import { variantResults } from '../variant-stats';

/*
 * The reports against a hand-counted fixture written straight into the tables (no engine): six Vietnamese days,
 * 2026-11-10 (a Tuesday) to 2026-11-15 (a Sunday), with rows just outside on both sides; two customers.
 */
let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let hoa: string; // the owner's 'Shop Hoa'
let lan: string; // the owner's 'Shop Lan'
let gone: string; // an account of the owner, deleted since
let strangers: string; // the stranger's account
const jobIds: Record<string, string> = {};

const RANGE = 'from=2026-11-10&to=2026-11-15';

beforeAll(async () => {
  t = await createTestApp({}, { jobTiming: { sweepEveryMs: 3_600_000 } });
  owner = await t.signUp();
  stranger = await t.signUp();
  const account = async (userId: string, name: string) =>
    (await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, $2, 'ACTIVE') RETURNING id`, [userId, name]))[0].id;
  hoa = await account(owner.id, 'Shop Hoa');
  lan = await account(owner.id, 'Shop Lan');
  gone = await account(owner.id, 'Shop Cũ');
  strangers = await account(stranger.id, 'Shop Lạ');

  // (user, day, account): sent, failed, skipped, messages, friend_requests, replied, accepted.
  const activity: [string, string, string, number, number, number, number, number, number, number][] = [
    [owner.id, '2026-11-09', hoa, 100, 9, 9, 100, 0, 50, 0], // the day before the range
    [owner.id, '2026-11-10', hoa, 10, 2, 1, 8, 2, 3, 1],
    [owner.id, '2026-11-11', hoa, 5, 0, 0, 5, 0, 1, 0],
    [owner.id, '2026-11-11', lan, 4, 1, 2, 0, 4, 0, 2],
    [owner.id, '2026-11-12', gone, 3, 0, 0, 3, 0, 3, 0],
    [owner.id, '2026-11-12', NO_ACCOUNT_ID, 2, 0, 0, 2, 0, 0, 0],
    [owner.id, '2026-11-16', hoa, 200, 9, 9, 200, 0, 90, 0], // the day after
    [stranger.id, '2026-11-11', strangers, 50, 5, 5, 50, 0, 25, 0],
  ];
  for (const row of activity) {
    await t.database.query(
      `INSERT INTO job_daily_activity (workspace_id, day, account_id, sent, failed, skipped, messages_sent, friend_requests, replied, accepted)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      row,
    );
  }

  // Replies by the day and hour they came.
  const hours: [string, string, string, number, number][] = [
    [owner.id, '2026-11-09', hoa, 9, 40],
    [owner.id, '2026-11-10', hoa, 9, 2],
    [owner.id, '2026-11-10', lan, 9, 1],
    [owner.id, '2026-11-12', hoa, 20, 4],
    [owner.id, '2026-11-15', lan, 0, 1],
    [owner.id, '2026-11-16', hoa, 9, 70],
    [stranger.id, '2026-11-10', strangers, 9, 30],
  ];
  for (const row of hours) await t.database.query(`INSERT INTO reply_hours (workspace_id, day, account_id, hour, replies) VALUES ($1, $2, $3, $4, $5)`, row);

  // Jobs by the instant they were created: the range is [2026-11-09T17:00Z, 2026-11-15T17:00Z).
  const job = async (key: string, userId: string, accountId: string | null, createdAt: string, fields: { type?: string; source?: string; sent?: number; replied?: number; accepted?: number } = {}) => {
    const type = fields.type ?? 'TO_FRIENDS';
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, account_id, account_name, type, action, status, total_recipients, success_count, replied_count, accepted_count, created_at, payload, metadata)
       VALUES ($1, $2, $3, $4, $5, 'COMPLETED', 100, $6, $7, $8, $9, '{"message":"Chào","delayMin":1,"delayMax":2}', $10) RETURNING id`,
      [
        userId,
        accountId,
        accountId === hoa ? 'Shop Hoa' : accountId === lan ? 'Shop Lan' : accountId === strangers ? 'Shop Lạ' : null,
        type,
        type === 'FRIEND_REQUEST' ? 'friend-request' : 'message',
        fields.sent ?? 0,
        fields.replied ?? 0,
        fields.accepted ?? 0,
        createdAt,
        JSON.stringify(fields.source ? { source: fields.source } : {}),
      ],
    );
    jobIds[key] = row.id;
  };
  await job('first', owner.id, hoa, '2026-11-09T17:00:00.000Z', { sent: 60, replied: 12 });
  await job('before', owner.id, hoa, '2026-11-09T16:59:59.999Z', { sent: 7 });
  await job('invites', owner.id, lan, '2026-11-11T03:00:00.000Z', { type: 'FRIEND_REQUEST', sent: 4, accepted: 2 });
  await job('small', owner.id, hoa, '2026-11-11T10:00:00.000Z', { sent: 69, replied: 21 });
  await job('last', owner.id, hoa, '2026-11-15T16:59:59.999Z', { type: 'TO_THREAD', source: 'bulk-groups', sent: 5 });
  await job('after', owner.id, hoa, '2026-11-15T17:00:00.000Z', { sent: 9 });
  await job('strangers', stranger.id, strangers, '2026-11-11T03:00:00.000Z', { sent: 50 });
  const variants = async (key: string, rows: [number, number, number][]) => {
    for (const [variant, sent, replied] of rows) {
      await t.database.query(`INSERT INTO job_variants (job_id, variant, message, recipients, sent, replied) VALUES ($1, $2, $3, $4, $5, $6)`, [
        jobIds[key],
        variant,
        `Tin ${variant}`,
        sent,
        sent,
        replied,
      ]);
    }
  };
  await variants('first', [[0, 30, 9], [1, 30, 3]]); // both sampled: A leads (30 % against 10 %)
  await variants('small', [[0, 29, 20], [1, 40, 1]]); // A has fewer than 30 sends: no leader

  // Opt-outs by the instant they were listed; a manual entry and the stranger's do not count.
  const listed = async (userId: string, source: string, createdAt: string, globalId: string) =>
    t.database.query(`INSERT INTO do_not_contact (workspace_id, kind, global_id, source, created_at) VALUES ($1, 'user', $2, $3, $4)`, [userId, globalId, source, createdAt]);
  await listed(owner.id, 'opt-out', '2026-11-09T17:00:00.000Z', 'g1');
  await listed(owner.id, 'opt-out', '2026-11-15T16:59:59.999Z', 'g2');
  await listed(owner.id, 'opt-out', '2026-11-09T16:59:59.999Z', 'g3');
  await listed(owner.id, 'opt-out', '2026-11-15T17:00:00.000Z', 'g4');
  await listed(owner.id, 'manual', '2026-11-12T05:00:00.000Z', 'g5');
  await listed(stranger.id, 'opt-out', '2026-11-12T05:00:00.000Z', 'g6');

  // The account deleted since: its activity stays, under its id, without a name.
  await t.database.query('DELETE FROM accounts WHERE id = $1', [gone]);
}, 60_000);
afterAll(() => t.close());

const get = (user: SignedInUser | null, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: user ? bearer(user.token) : {} });
async function dataOf(user: SignedInUser, url: string) {
  const response = await get(user, url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

describe('GET /reports/summary', () => {
  it('sums the six Vietnamese days of every account, opt-outs listed within them, nothing of the days around', async () => {
    const data = await dataOf(owner, `/reports/summary?${RANGE}`);
    expect(v.is(ReportSummaryDataSchema, data)).toBe(true);
    expect(data.summary).toEqual({
      sent: 24,
      failed: 3,
      skipped: 3,
      messages: 18,
      replied: 7,
      replyRate: 7 / 18,
      friendRequests: 6,
      accepted: 3,
      optOuts: 2,
    });
  });

  it("sums one account's days with the account filter", async () => {
    expect((await dataOf(owner, `/reports/summary?${RANGE}&accountId=${hoa}`)).summary).toEqual({
      sent: 15,
      failed: 2,
      skipped: 1,
      messages: 13,
      replied: 4,
      replyRate: 4 / 13,
      friendRequests: 2,
      accepted: 1,
      optOuts: 2,
    });
  });

  it('takes a single day: the first and the last day of the range are both included', async () => {
    expect((await dataOf(owner, '/reports/summary?from=2026-11-10&to=2026-11-10')).summary).toMatchObject({ sent: 10, replied: 3, optOuts: 1 });
    expect((await dataOf(owner, '/reports/summary?from=2026-11-15&to=2026-11-15')).summary).toMatchObject({ sent: 0, replyRate: 0, optOuts: 1 });
  });

  it('shows the other customer only theirs', async () => {
    expect((await dataOf(stranger, `/reports/summary?${RANGE}`)).summary).toEqual({
      sent: 50,
      failed: 5,
      skipped: 5,
      messages: 50,
      replied: 25,
      replyRate: 0.5,
      friendRequests: 0,
      accepted: 0,
      optOuts: 1,
    });
  });
});

describe('GET /reports/daily', () => {
  it('answers every day of the range, oldest first, zeros included', async () => {
    const data = await dataOf(owner, `/reports/daily?${RANGE}`);
    expect(v.is(ReportDailyDataSchema, data)).toBe(true);
    expect(data.days).toEqual([
      { date: '2026-11-10', sent: 10, messages: 8, replied: 3, failed: 2 },
      { date: '2026-11-11', sent: 9, messages: 5, replied: 1, failed: 1 },
      { date: '2026-11-12', sent: 5, messages: 5, replied: 3, failed: 0 },
      { date: '2026-11-13', sent: 0, messages: 0, replied: 0, failed: 0 },
      { date: '2026-11-14', sent: 0, messages: 0, replied: 0, failed: 0 },
      { date: '2026-11-15', sent: 0, messages: 0, replied: 0, failed: 0 },
    ]);
  });

  it('answers one account’s days', async () => {
    const { days } = await dataOf(owner, `/reports/daily?from=2026-11-10&to=2026-11-12&accountId=${lan}`);
    expect(days).toEqual([
      { date: '2026-11-10', sent: 0, messages: 0, replied: 0, failed: 0 },
      { date: '2026-11-11', sent: 4, messages: 0, replied: 0, failed: 1 },
      { date: '2026-11-12', sent: 0, messages: 0, replied: 0, failed: 0 },
    ]);
  });
});

describe('GET /reports/by-account', () => {
  it('lists every account with activity, most sent first, a deleted account and rows under no account without a name', async () => {
    const data = await dataOf(owner, `/reports/by-account?${RANGE}`);
    expect(v.is(ReportByAccountDataSchema, data)).toBe(true);
    expect(data.accounts).toEqual([
      { accountId: hoa, accountName: 'Shop Hoa', sent: 15, messages: 13, replied: 4, replyRate: 4 / 13, failed: 2, friendRequests: 2, accepted: 1 },
      { accountId: lan, accountName: 'Shop Lan', sent: 4, messages: 0, replied: 0, replyRate: 0, failed: 1, friendRequests: 4, accepted: 2 },
      { accountId: gone, accountName: null, sent: 3, messages: 3, replied: 3, replyRate: 1, failed: 0, friendRequests: 0, accepted: 0 },
      { accountId: NO_ACCOUNT_ID, accountName: null, sent: 2, messages: 2, replied: 0, replyRate: 0, failed: 0, friendRequests: 0, accepted: 0 },
    ]);
  });

  it('lists only the filtered account, and nothing for a range without activity', async () => {
    expect((await dataOf(owner, `/reports/by-account?${RANGE}&accountId=${lan}`)).accounts.map((row: { accountId: string }) => row.accountId)).toEqual([lan]);
    expect((await dataOf(owner, '/reports/by-account?from=2026-11-13&to=2026-11-15')).accounts).toEqual([]);
  });
});

describe('GET /reports/by-job', () => {
  it('lists the jobs created within the Vietnamese days, newest first, with replies, acceptances and their variants', async () => {
    const data = await dataOf(owner, `/reports/by-job?${RANGE}`);
    expect(v.is(ReportByJobDataSchema, data)).toBe(true);
    expect(data.jobs).toEqual([
      {
        jobId: jobIds.last,
        title: 'Gửi tin vào nhóm',
        accountName: 'Shop Hoa',
        createdAt: '2026-11-15T16:59:59.999Z',
        sent: 5,
        replied: 0,
        replyRate: 0,
        accepted: 0,
        variants: [],
      },
      {
        jobId: jobIds.small,
        title: 'Nhắn tin bạn bè',
        accountName: 'Shop Hoa',
        createdAt: '2026-11-11T10:00:00.000Z',
        sent: 69,
        replied: 21,
        replyRate: 21 / 69,
        accepted: 0,
        variants: [
          { variant: 'A', sent: 29, replied: 20, replyRate: 20 / 29, leader: false },
          { variant: 'B', sent: 40, replied: 1, replyRate: 1 / 40, leader: false },
        ],
      },
      {
        jobId: jobIds.invites,
        title: 'Gửi lời mời kết bạn',
        accountName: 'Shop Lan',
        createdAt: '2026-11-11T03:00:00.000Z',
        sent: 4,
        replied: 0,
        replyRate: 0,
        accepted: 2,
        variants: [],
      },
      {
        jobId: jobIds.first,
        title: 'Nhắn tin bạn bè',
        accountName: 'Shop Hoa',
        createdAt: '2026-11-09T17:00:00.000Z',
        sent: 60,
        replied: 12,
        replyRate: 0.2,
        accepted: 0,
        variants: [
          { variant: 'A', sent: 30, replied: 9, replyRate: 0.3, leader: true },
          { variant: 'B', sent: 30, replied: 3, replyRate: 0.1, leader: false },
        ],
      },
    ]);
  });

  it("lists only the filtered account's jobs", async () => {
    const { jobs } = await dataOf(owner, `/reports/by-job?${RANGE}&accountId=${lan}`);
    expect(jobs.map((job: { jobId: string }) => job.jobId)).toEqual([jobIds.invites]);
  });

  it('names no leader on a tie, with one variant, or before every variant has 30 sends', () => {
    const leaders = (rows: [number, number, number][]) => variantResults(rows.map(([variant, sent, replied]) => ({ variant, sent, replied }))).map((r) => r.leader);
    expect(leaders([[0, 30, 6], [1, 60, 12]])).toEqual([false, false]);
    expect(leaders([[0, 100, 50]])).toEqual([false]);
    expect(leaders([[0, 30, 6], [1, 30, 7], [2, 29, 29]])).toEqual([false, false, false]);
    expect(leaders([[0, 30, 6], [1, 30, 7], [2, 30, 1]])).toEqual([false, true, false]);
  });
});

describe('GET /reports/heatmap', () => {
  it('counts replies by the weekday (0 = Sunday) and hour they came, within the range', async () => {
    const data = await dataOf(owner, `/reports/heatmap?${RANGE}`);
    expect(v.is(ReportHeatmapDataSchema, data)).toBe(true);
    expect(data.heatmap.cells).toEqual([
      { weekday: 0, hour: 0, replies: 1 },
      { weekday: 2, hour: 9, replies: 3 },
      { weekday: 4, hour: 20, replies: 4 },
    ]);
    expect((await dataOf(owner, `/reports/heatmap?${RANGE}&accountId=${hoa}`)).heatmap.cells).toEqual([
      { weekday: 2, hour: 9, replies: 2 },
      { weekday: 4, hour: 20, replies: 4 },
    ]);
  });
});

describe('bad queries', () => {
  const REPORTS = ['summary', 'daily', 'by-account', 'by-job', 'heatmap', 'export'];

  it.each([
    ['', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?to=2026-11-15', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=10/11/2026&to=2026-11-15', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=2026-02-30&to=2026-03-01', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=2026-11-10&to=2026-13-01', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=0000-01-01&to=0000-01-02', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=9999-12-31&to=9999-12-31&from=2026-11-10', 'Ngày không hợp lệ (định dạng năm-tháng-ngày, ví dụ 2026-11-27)'],
    ['?from=2026-11-15&to=2026-11-10', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc'],
    ['?from=2025-01-01&to=2026-01-02', 'Khoảng thời gian tối đa là 366 ngày'],
    [`?${RANGE}&accountId=shop-hoa`, 'Tài khoản không hợp lệ'],
  ])('answers 400 for %s with %s', async (query, error) => {
    for (const report of REPORTS) {
      const response = await get(owner, `/reports/${report}${query}`);
      expect({ report, status: response.statusCode, success: response.json().success, error: response.json().error }).toEqual({ report, status: 400, success: false, error });
    }
  });

  it('takes a whole leap year of 366 days, and the last day there is', async () => {
    expect((await dataOf(owner, '/reports/daily?from=2028-01-01&to=2028-12-31')).days).toHaveLength(366);
    for (const report of REPORTS) expect((await get(owner, `/reports/${report}?from=9999-12-31&to=9999-12-31`)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's account, a deleted one or one that never was, 401 without a session", async () => {
    for (const accountId of [strangers, gone, '3f1e5a0c-1b2d-4c3e-8f4a-5b6c7d8e9f00']) {
      for (const report of REPORTS) {
        const response = await get(owner, `/reports/${report}?${RANGE}&accountId=${accountId}`);
        expect({ report, status: response.statusCode, body: response.json() }).toEqual({ report, status: 404, body: { success: false, error: 'Không tìm thấy tài khoản' } });
      }
    }
    for (const report of REPORTS) expect((await get(null, `/reports/${report}?${RANGE}`)).statusCode).toBe(401);
  });
});

describe('GET /reports/export', () => {
  const sheetsOf = (data: Buffer) => {
    const workbook = XLSX.read(data, { type: 'buffer', dense: true });
    return Object.fromEntries(
      workbook.SheetNames.map((name) => [name, XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name], { header: 1, raw: true, blankrows: false, defval: null })]),
    );
  };

  it('downloads the five reports as the sheets of one .xlsx, read back', async () => {
    const response = await get(owner, `/reports/export?${RANGE}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('Báo cáo 10-11-2026 đến 15-11-2026.xlsx'));
    const sheets = sheetsOf(response.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Tổng quan', 'Theo ngày', 'Theo tài khoản', 'Theo công việc', 'Giờ trả lời']);
    expect(sheets['Tổng quan']).toEqual([
      ['Chỉ số', 'Giá trị'],
      ['Từ ngày', '10/11/2026'],
      ['Đến ngày', '15/11/2026'],
      ['Tài khoản', 'Tất cả tài khoản'],
      ['Đã gửi', 24],
      ['Thất bại', 3],
      ['Bỏ qua', 3],
      ['Tin nhắn đến người nhận', 18],
      ['Đã trả lời', 7],
      ['Tỉ lệ trả lời (%)', 38.9],
      ['Lời mời kết bạn đã gửi', 6],
      ['Lời mời được chấp nhận', 3],
      ['Từ chối nhận tin', 2],
    ]);
    expect(sheets['Theo ngày'].slice(0, 3)).toEqual([
      ['Ngày', 'Đã gửi', 'Tin nhắn', 'Đã trả lời', 'Tỉ lệ trả lời (%)', 'Thất bại'],
      ['10/11/2026', 10, 8, 3, 37.5, 2],
      ['11/11/2026', 9, 5, 1, 20, 1],
    ]);
    expect(sheets['Theo ngày']).toHaveLength(7);
    expect(sheets['Theo tài khoản']).toEqual([
      ['Tài khoản', 'Đã gửi', 'Tin nhắn', 'Đã trả lời', 'Tỉ lệ trả lời (%)', 'Thất bại', 'Lời mời kết bạn', 'Đã chấp nhận'],
      ['Shop Hoa', 15, 13, 4, 30.8, 2, 2, 1],
      ['Shop Lan', 4, 0, 0, 0, 1, 4, 2],
      ['Tài khoản đã xóa', 3, 3, 3, 100, 0, 0, 0],
      ['Tài khoản đã xóa', 2, 2, 0, 0, 0, 0, 0],
    ]);
    const jobs = sheets['Theo công việc'];
    expect(jobs[0]).toEqual(['Ngày tạo', 'Công việc', 'Tài khoản', 'Phiên bản', 'Đã gửi', 'Đã trả lời', 'Tỉ lệ trả lời (%)', 'Đã chấp nhận', 'Dẫn đầu']);
    expect(jobs.slice(1).map((row) => row.slice(1))).toEqual([
      ['Gửi tin vào nhóm', 'Shop Hoa', null, 5, 0, 0, 0, null],
      ['Nhắn tin bạn bè', 'Shop Hoa', 'Tất cả', 69, 21, 30.4, 0, null],
      [null, null, 'Phiên bản A', 29, 20, 69, null, null],
      [null, null, 'Phiên bản B', 40, 1, 2.5, null, null],
      ['Gửi lời mời kết bạn', 'Shop Lan', null, 4, 0, 0, 2, null],
      ['Nhắn tin bạn bè', 'Shop Hoa', 'Tất cả', 60, 12, 20, 0, null],
      [null, null, 'Phiên bản A', 30, 9, 30, null, 'Dẫn đầu'],
      [null, null, 'Phiên bản B', 30, 3, 10, null, null],
    ]);
    // The job's creation as a date cell of its Vietnamese time: 2026-11-15 23:59:59.999 +07.
    expect(Math.floor((jobs[1][0] as number) * 24 * 60)).toBe(Math.floor((Date.UTC(2026, 10, 15, 23, 59) / 86_400_000 + 25_569) * 24 * 60));
    const hours = sheets['Giờ trả lời'];
    expect(hours[0]).toEqual(['Thứ', ...Array.from({ length: 24 }, (_, h) => `${h}h`)]);
    expect(hours.map((row) => row[0])).toEqual(['Thứ', 'Thứ Hai', 'Thứ Ba', 'Thứ Tư', 'Thứ Năm', 'Thứ Sáu', 'Thứ Bảy', 'Chủ nhật']);
    expect(hours[2][1 + 9]).toBe(3); // Tuesday 9h
    expect(hours[4][1 + 20]).toBe(4); // Thursday 20h
    expect(hours[7][1 + 0]).toBe(1); // Sunday 0h
    expect(hours.slice(1).flatMap((row) => row.slice(1)).reduce((sum: number, n) => sum + (n as number), 0)).toBe(8);
  });

  it("writes one account's reports, named after it", async () => {
    const response = await get(owner, `/reports/export?${RANGE}&accountId=${lan}`);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('Báo cáo 10-11-2026 đến 15-11-2026 - Shop Lan.xlsx'));
    const sheets = sheetsOf(response.rawPayload);
    expect(sheets['Tổng quan'][3]).toEqual(['Tài khoản', 'Shop Lan']);
    expect(sheets['Theo tài khoản'].slice(1).map((row) => row[0])).toEqual(['Shop Lan']);
  });

  it('opens through a download link with the range added to its URL; csv is refused in Vietnamese', async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/v1/download-links', headers: bearer(owner.token), payload: { path: exportPaths.reports, format: 'xlsx' } });
    expect(issued.statusCode).toBe(200);
    const { url } = issued.json().data;
    const opened = await t.app.inject({ method: 'GET', url: `${url}${reportExportQuery({ from: '2026-11-10', to: '2026-11-15', accountId: hoa })}` });
    expect(opened.statusCode).toBe(200);
    expect(sheetsOf(opened.rawPayload)['Tổng quan'][4]).toEqual(['Đã gửi', 15]);

    const csv = await get(owner, `/reports/export?${RANGE}&format=csv`);
    expect({ status: csv.statusCode, error: csv.json().error }).toEqual({ status: 400, error: 'Báo cáo chỉ xuất được dạng xlsx' });
  });

  it("gives the other customer a link that still finds only theirs (the owner's account is a 404)", async () => {
    const { url } = (await t.app.inject({ method: 'POST', url: '/api/v1/download-links', headers: bearer(stranger.token), payload: { path: '/reports/export', format: 'xlsx' } })).json().data;
    expect((await t.app.inject({ method: 'GET', url: `${url}${reportExportQuery({ from: '2026-11-10', to: '2026-11-15', accountId: hoa })}` })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `${url}${reportExportQuery({ from: '2026-11-10', to: '2026-11-15' })}` });
    expect(sheetsOf(own.rawPayload)['Tổng quan'][4]).toEqual(['Đã gửi', 50]);
  });
});

describe('the OpenAPI document', () => {
  it('describes each report with its query and the shape of its data', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const [path, key] of [['summary', 'summary'], ['daily', 'days'], ['by-account', 'accounts'], ['by-job', 'jobs'], ['heatmap', 'heatmap']]) {
      const operation = document.paths[`/api/v1/reports/${path}`].get;
      expect(operation.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:accountId', 'query:from', 'query:to']);
      expect(operation.responses['200'].content['application/json'].schema.properties.data.required).toEqual([key]);
    }
    expect(document.paths['/api/v1/reports/export'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['accountId', 'format', 'from', 'to']);
  });
});
