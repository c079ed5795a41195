import { parseCsv, parseXlsx, serialAsVietnamese } from '../../lib/exports/testing/read-export';
import { createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { exportCalls } from '../../testing/user-calls';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let listId: string;
let emptyListId: string;
const NUMBERS = 2500; // more than one export batch

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  const insertList = async (name: string) =>
    (await t.database.query<{ id: string }>(`INSERT INTO phone_lists (workspace_id, name, status) VALUES ($1, $2, 'PROCESSING') RETURNING id`, [owner.id, name]))[0].id;
  listId = await insertList('Khách hội chợ');
  emptyListId = await insertList('Trống');
  const [account] = await t.database.query<{ id: string }>(`INSERT INTO accounts (workspace_id, display_name, status) VALUES ($1, 'Tài khoản Lan', 'ACTIVE') RETURNING id`, [owner.id]);
  // 0900000001…: SUCCESS with the person found, FAILED on both sides, SKIPPED, PENDING (the first two of them held by a running job).
  await t.database.query(
    `INSERT INTO phone_numbers (list_id, seq, phone, status, account_id, found_user_name, found_user_id, error_message, message_error_message, processed_at, status_at)
     SELECT $1, s, '09' || lpad(s::text, 8, '0'), (ARRAY['SUCCESS', 'FAILED', 'SKIPPED', 'PENDING'])[(s - 1) % 4 + 1],
       CASE WHEN s % 4 <> 0 THEN $2::uuid END,
       CASE WHEN s % 4 = 1 THEN 'Chị Hoa ' || s END, CASE WHEN s % 4 = 1 THEN 'zuid-' || s END,
       CASE WHEN s % 4 = 2 THEN 'Account blocked by the user (Code: 215)' END,
       CASE WHEN s % 4 = 2 THEN '=cmd|calc' END,
       CASE WHEN s % 4 <> 0 THEN timestamptz '2026-03-05 01:00:00+00' END, now() + interval '1 hour'
     FROM generate_series(1, $3::int) AS s`,
    [listId, account.id, NUMBERS],
  );
  const [job] = await t.database.query<{ id: string }>(
    `INSERT INTO jobs (workspace_id, account_id, type, action, status, total_recipients, payload, metadata)
     VALUES ($1, $2, 'FRIEND_REQUEST', 'friend-request', 'PROCESSING', 2, '{"message":"Chào","delayMin":1,"delayMax":2}', $3) RETURNING id`,
    [owner.id, account.id, JSON.stringify({ phoneListId: listId, phoneAction: 'friend-request' })],
  );
  await t.database.query(
    `INSERT INTO job_recipients (job_id, seq, target_id, target_type, status) VALUES ($1, 1, '0900000004', 'phone', 'PENDING'), ($1, 2, '0900000008', 'phone', 'PENDING')`,
    [job.id],
  );
});
afterAll(() => t.close());

const { url, get } = exportCalls(() => t, (id) => `/phone-lists/${id}/export`);

const HEADER = ['STT', 'Số điện thoại', 'Trạng thái', 'Tài khoản', 'Người dùng Zalo', 'ID Zalo', 'Lỗi kết bạn', 'Lỗi nhắn tin', 'Thời gian'];

describe('GET /phone-lists/{id}/export', () => {
  it('writes every number with its outcome as csv, as the list screen shows it', async () => {
    const response = await get(url(listId, 'csv'), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Danh sach so - Khach hoi cho.csv"; filename*=UTF-8''${encodeURIComponent('Danh sách số - Khách hội chợ.csv')}`,
    );
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows).toHaveLength(NUMBERS + 1);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1, 9)).toEqual([
      ['1', '0900000001', 'Thành công', 'Tài khoản Lan', 'Chị Hoa 1', 'zuid-1', '', '', '05/03/2026 08:00'],
      // The messaging error looks like a formula: neutralised.
      ['2', '0900000002', 'Thất bại', 'Tài khoản Lan', '', '', 'Tài khoản bị người dùng chặn (Code: 215)', "'=cmd|calc", '05/03/2026 08:00'],
      ['3', '0900000003', 'Bỏ qua', 'Tài khoản Lan', '', '', '', '', '05/03/2026 08:00'],
      ['4', '0900000004', 'Đang xử lý', '', '', '', '', '', ''],
      ['5', '0900000005', 'Thành công', 'Tài khoản Lan', 'Chị Hoa 5', 'zuid-5', '', '', '05/03/2026 08:00'],
      ['6', '0900000006', 'Thất bại', 'Tài khoản Lan', '', '', 'Tài khoản bị người dùng chặn (Code: 215)', "'=cmd|calc", '05/03/2026 08:00'],
      ['7', '0900000007', 'Bỏ qua', 'Tài khoản Lan', '', '', '', '', '05/03/2026 08:00'],
      ['8', '0900000008', 'Đang xử lý', '', '', '', '', '', ''],
    ]);
    expect(rows[12]).toEqual(['12', '0900000012', 'Chờ xử lý', '', '', '', '', '', '']);
    expect(rows[NUMBERS][1]).toBe(`09${String(NUMBERS).padStart(8, '0')}`);
  });

  it('writes the same as xlsx, numbers kept as text with their leading 0', async () => {
    const response = await get(url(listId, 'xlsx'), owner);
    expect(response.statusCode).toBe(200);
    const { sheetName, rows } = parseXlsx(response.rawPayload);
    expect(sheetName).toBe('Số điện thoại');
    expect(rows).toHaveLength(NUMBERS + 1);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[2].slice(0, 8)).toEqual([2, '0900000002', 'Thất bại', 'Tài khoản Lan', null, null, 'Tài khoản bị người dùng chặn (Code: 215)', '=cmd|calc']);
    expect(serialAsVietnamese(rows[2][8] as number)).toBe('05/03/2026 08:00');
    expect(rows[4].slice(0, 3)).toEqual([4, '0900000004', 'Đang xử lý']);
  });

  it('writes only the header for a list without numbers', async () => {
    expect(parseCsv((await get(url(emptyListId, 'csv'), owner)).rawPayload.toString('utf8').slice(1))).toEqual([HEADER]);
    expect(parseXlsx((await get(url(emptyListId, 'xlsx'), owner)).rawPayload).rows).toEqual([HEADER]);
  });

  it("answers 404 for another user's list, 400 for an unknown format", async () => {
    const foreign = await get(url(listId, 'csv'), stranger);
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({ status: 404, error: 'Không tìm thấy danh sách số điện thoại' });
    expect((await get(url('x', 'csv'), owner)).statusCode).toBe(404);
    const bad = await get(url(listId, 'XLSX'), owner);
    expect({ status: bad.statusCode, error: bad.json().error }).toEqual({ status: 400, error: 'Định dạng xuất file chỉ có thể là xlsx hoặc csv' });
  });
});
