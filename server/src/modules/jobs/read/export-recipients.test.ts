import { parseCsv, parseXlsx, serialAsVietnamese } from '../../../lib/exports/testing/read-export';
import { bearer, createTestApp, type SignedInUser, type TestApp, TEST_PASSWORD } from '../../../testing/test-app';
import { exportCalls } from '../../../testing/user-calls';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let jobId: string;
let emptyJobId: string;
const RECIPIENTS = 4500; // more than two export batches

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  const insertJob = async (total: number) => {
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, type, action, status, total_recipients, payload) VALUES ($1, 'TO_FRIENDS', 'message', 'COMPLETED', $2, '{"message":"Chào","delayMin":1,"delayMax":2}') RETURNING id`,
      [owner.id, total],
    );
    return job.id;
  };
  jobId = await insertJob(RECIPIENTS);
  emptyJobId = await insertJob(0);
  // Every fourth recipient: sent (with a name, message B), failed with Zalo's 221 (no name), skipped, pending; the first replied.
  await t.database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, display_name, status, sent_text, attempts, error_code, error_message, processed_at,
       variant, replied_at)
     SELECT $1, s, 'uid-' || s, 'user',
       CASE WHEN s % 4 = 1 THEN 'Người nhận ' || s END,
       (ARRAY['SENT', 'FAILED', 'SKIPPED', 'PENDING'])[(s - 1) % 4 + 1],
       CASE WHEN s % 4 = 1 THEN E'Chào Người nhận ' || s || E',\nshop gửi bạn ưu đãi' END,
       CASE WHEN s % 4 = 2 THEN 3 ELSE 1 END,
       CASE WHEN s % 4 = 2 THEN 221 END,
       CASE WHEN s % 4 = 2 THEN 'Rate limit exceeded' END,
       CASE WHEN s % 4 <> 0 THEN timestamptz '2026-03-05 17:30:00+00' END,
       CASE WHEN s % 4 = 1 THEN 1 END,
       CASE WHEN s = 1 THEN timestamptz '2026-03-06 02:15:00+00' END
     FROM generate_series(1, $2::int) AS s`,
    [jobId, RECIPIENTS],
  );
});
afterAll(() => t.close());

const { url, get } = exportCalls(() => t, (id) => `/jobs/${id}/recipients/export`);

const HEADER = ['STT', 'Người nhận', 'ID Zalo / Số điện thoại', 'Trạng thái', 'Nội dung đã gửi', 'Lỗi / lý do', 'Số lần thử', 'Thời gian', 'Phiên bản', 'Đã trả lời'];

describe('GET /jobs/{id}/recipients/export', () => {
  it('writes the whole log as csv: BOM, Vietnamese headers and statuses, errors as the page shows them, Vietnamese times', async () => {
    const response = await get(url(jobId, 'csv'), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Nhat ky gui - Nhan tin ban be - ${jobId.slice(0, 8)}.csv"; filename*=UTF-8''${encodeURIComponent(`Nhật ký gửi - Nhắn tin bạn bè - ${jobId.slice(0, 8)}.csv`)}`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows).toHaveLength(RECIPIENTS + 1);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1, 5)).toEqual([
      // A sent text with a comma and a line break: quoted.
      // Its message (B of the job's) and when it replied, in Vietnamese time.
      ['1', 'Người nhận 1', 'uid-1', 'Đã gửi', 'Chào Người nhận 1,\nshop gửi bạn ưu đãi', '', '1', '06/03/2026 00:30', 'B', '06/03/2026 09:15'],
      ['2', 'uid-2', 'uid-2', 'Thất bại', '', 'Vượt quá giới hạn tần suất (Code: 221)', '3', '06/03/2026 00:30', '', ''],
      // A skipped row says why, even without a stored reason.
      ['3', 'uid-3', 'uid-3', 'Bỏ qua', '', 'Bỏ qua, không có lý do được ghi lại', '1', '06/03/2026 00:30', '', ''],
      ['4', 'uid-4', 'uid-4', 'Chờ gửi', '', '', '1', '', '', ''],
    ]);
    expect(rows.map((row) => row[0])).toEqual(['STT', ...Array.from({ length: RECIPIENTS }, (_, i) => String(i + 1))]);
  });

  it('writes the same log as xlsx (the default format), read back by SheetJS', async () => {
    const response = await get(url(jobId), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('.xlsx');
    const { sheetName, rows } = parseXlsx(response.rawPayload);
    expect(sheetName).toBe('Người nhận');
    expect(rows).toHaveLength(RECIPIENTS + 1);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1][4]).toBe('Chào Người nhận 1,\nshop gửi bạn ưu đãi');
    expect(rows[2].slice(0, 7)).toEqual([2, 'uid-2', 'uid-2', 'Thất bại', null, 'Vượt quá giới hạn tần suất (Code: 221)', 3]);
    expect(serialAsVietnamese(rows[2][7] as number)).toBe('06/03/2026 00:30');
    expect(rows[4][7]).toBeNull();
    expect(rows[1][8]).toBe('B');
    expect(serialAsVietnamese(rows[1][9] as number)).toBe('06/03/2026 09:15');
    expect([rows[2][8], rows[2][9]]).toEqual([null, null]);
    expect(rows[RECIPIENTS][0]).toBe(RECIPIENTS);
  });

  it('says why the recipients a cancel left out were skipped', async () => {
    const [job] = await t.database.query<{ id: string }>(
      `INSERT INTO jobs (workspace_id, type, action, status, total_recipients, payload) VALUES ($1, 'TO_FRIENDS', 'message', 'PENDING', 2, '{"message":"Chào","delayMin":1,"delayMax":2}') RETURNING id`,
      [owner.id],
    );
    await t.database.query(`INSERT INTO job_recipients (job_id, seq, target_id, target_type) VALUES ($1, 1, 'a', 'user'), ($1, 2, 'b', 'user')`, [job.id]);
    await t.app.jobs.service.cancel(owner.id, job.id);
    const rows = parseCsv((await get(url(job.id, 'csv'), owner)).rawPayload.toString('utf8').slice(1));
    expect(rows.slice(1).map((row) => [row[3], row[5]])).toEqual([
      ['Bỏ qua', 'Không gửi vì công việc đã bị hủy'],
      ['Bỏ qua', 'Không gửi vì công việc đã bị hủy'],
    ]);
  });

  it('writes only the header for a job without recipients', async () => {
    expect(parseCsv((await get(url(emptyJobId, 'csv'), owner)).rawPayload.toString('utf8').slice(1))).toEqual([HEADER]);
    expect(parseXlsx((await get(url(emptyJobId, 'xlsx'), owner)).rawPayload).rows).toEqual([HEADER]);
  });

  it("answers 404 for another user's job and for an id that is no job, 400 for an unknown format, 401 without a session", async () => {
    for (const path of [url(jobId, 'csv'), url('not-a-uuid', 'csv')]) {
      const response = await get(path, path.includes(jobId) ? stranger : owner);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { success: false, error: 'Không tìm thấy công việc' } });
    }
    const bad = await get(url(jobId, 'pdf'), owner);
    expect({ status: bad.statusCode, error: bad.json().error }).toEqual({ status: 400, error: 'Định dạng xuất file chỉ có thể là xlsx hoặc csv' });
    expect((await get(url(jobId, 'csv'))).statusCode).toBe(401);
  });
});

describe('download links', () => {
  const link = async (user: SignedInUser, body: object) => t.app.inject({ method: 'POST', url: '/api/v1/download-links', headers: bearer(user.token), payload: body });

  it('opens the export without a bearer token, for that path only, until the user signs out everywhere', async () => {
    const issued = await link(owner, { path: `/jobs/${jobId}/recipients/export`, format: 'csv' });
    expect(issued.statusCode).toBe(200);
    const { url: linkUrl, expiresAt } = issued.json().data;
    expect(linkUrl).toMatch(new RegExp(`^/api/v1/jobs/${jobId}/recipients/export\\?format=csv&link=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50_000);

    const opened = await get(linkUrl);
    expect(opened.statusCode).toBe(200);
    expect(parseCsv(opened.rawPayload.toString('utf8').slice(1))).toHaveLength(RECIPIENTS + 1);

    // The same token on another export path, or altered, is refused.
    const token = new URL(linkUrl, 'http://x').searchParams.get('link');
    const elsewhere = await get(`/api/v1/jobs/${emptyJobId}/recipients/export?format=csv&link=${token}`);
    expect({ status: elsewhere.statusCode, error: elsewhere.json().error }).toEqual({ status: 401, error: 'Liên kết tải xuống không hợp lệ hoặc đã hết hạn, vui lòng xuất lại' });
    expect((await get(`${linkUrl}x`)).statusCode).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(owner.token) });
    expect((await get(linkUrl)).statusCode).toBe(401);
    owner = await signIn(owner);
  });

  it("gives a stranger a link that still finds nothing of another user's", async () => {
    const { url: linkUrl } = (await link(stranger, { path: `/jobs/${jobId}/recipients/export`, format: 'xlsx' })).json().data;
    expect((await get(linkUrl)).statusCode).toBe(404);
  });

  it('refuses paths that are not exports and unknown formats', async () => {
    const notExport = await link(owner, { path: '/jobs', format: 'csv' });
    expect({ status: notExport.statusCode, error: notExport.json().error }).toEqual({ status: 400, error: 'Đường dẫn tải xuống không hợp lệ' });
    expect((await link(owner, { path: `/jobs/${jobId}/recipients/export`, format: 'pdf' })).statusCode).toBe(400);
  });
});

async function signIn(user: SignedInUser): Promise<SignedInUser> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
  return { ...user, token: response.json().data.tokens.accessToken };
}
