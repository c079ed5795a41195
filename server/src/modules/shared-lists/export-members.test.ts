import { parseCsv, parseXlsx } from '../../lib/exports/testing/read-export';
import { createTestApp, type SignedInUser, type TestApp } from '../../testing/test-app';
import { exportCalls } from '../../testing/user-calls';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let listId: string;
let emptyListId: string;
const MEMBERS = 4100; // more than two export batches, all saved at the same instant

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  const insertList = async (name: string) =>
    (await t.database.query<{ id: string }>(`INSERT INTO shared_lists (workspace_id, name) VALUES ($1, $2) RETURNING id`, [owner.id, name]))[0].id;
  listId = await insertList('Kho chung - Lan');
  emptyListId = await insertList('Kho trống');
  // One statement: every member has the same created_at, so the batches must page on (created_at, id).
  await t.database.query(
    `INSERT INTO shared_list_members (list_id, member_id, display_name, zalo_name, group_id, group_name, status, status_reason, created_at)
     SELECT $1, 'mem-' || s, CASE WHEN s % 3 <> 0 THEN 'Bạn ' || s END, 'zalo ' || s, 'g1', 'Nhóm Hà Nội, 2026',
       (ARRAY['pending', 'SENT', 'FAILED'])[(s - 1) % 3 + 1], CASE WHEN s % 3 = 0 THEN 'Zalo did not confirm the message' END,
       timestamptz '2026-03-05 17:30:00.123456+00'
     FROM generate_series(1, $2::int) AS s`,
    [listId, MEMBERS],
  );
});
afterAll(() => t.close());

const { url, get } = exportCalls(() => t, (id) => `/shared-pending/lists/${id}/export`);

const HEADER = ['STT', 'Thành viên', 'Tên Zalo', 'ID thành viên', 'Nhóm nguồn', 'ID nhóm', 'Trạng thái', 'Lý do', 'Ngày thêm'];

describe('GET /shared-pending/lists/{id}/export', () => {
  it('writes every member once, in the screen order, with Vietnamese statuses (csv)', async () => {
    const response = await get(url(listId, 'csv'), owner);
    expect(response.statusCode).toBe(200);
    // Named once 'Kho chung' (the list's own name says it already), not 'Kho chung - Kho chung - Lan'.
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Kho chung - Lan.csv')}`);
    const rows = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(MEMBERS + 1);
    expect(new Set(rows.slice(1).map((row) => row[3])).size).toBe(MEMBERS);
    expect(rows.slice(1).map((row) => row[0])).toEqual(Array.from({ length: MEMBERS }, (_, i) => String(i + 1)));
    const byId = new Map(rows.slice(1).map((row) => [row[3], row]));
    expect(byId.get('mem-1')?.slice(1)).toEqual(['Bạn 1', 'zalo 1', 'mem-1', 'Nhóm Hà Nội, 2026', 'g1', 'Chờ xử lý', '', '06/03/2026 00:30']);
    expect(byId.get('mem-2')?.[6]).toBe('Đã gửi');
    expect(byId.get('mem-3')?.slice(1, 8)).toEqual(['mem-3', 'zalo 3', 'mem-3', 'Nhóm Hà Nội, 2026', 'g1', 'Thất bại', 'Zalo không xác nhận đã gửi tin nhắn']);
    // The order is the list screen's (saved at, then id).
    const ordered = await t.database.query<{ member_id: string }>('SELECT member_id FROM shared_list_members WHERE list_id = $1 ORDER BY created_at, id', [listId]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(ordered.map((row) => row.member_id));
  });

  it('writes the same as xlsx', async () => {
    const { sheetName, rows } = parseXlsx((await get(url(listId, 'xlsx'), owner)).rawPayload);
    expect(sheetName).toBe('Thành viên');
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(MEMBERS + 1);
    expect(new Set(rows.slice(1).map((row) => row[3])).size).toBe(MEMBERS);
  });

  it("writes a failed member's reason in Vietnamese with Zalo's code in words", async () => {
    const [{ id }] = await t.database.query<{ id: string }>(`INSERT INTO shared_lists (workspace_id, name) VALUES ($1, 'Kho lỗi') RETURNING id`, [owner.id]);
    await t.database.query(
      `INSERT INTO shared_list_members (list_id, member_id, display_name, status, status_reason) VALUES ($1, 'm-1', 'Bạn A', 'FAILED', 'Stranger cannot receive messages (Code: 123)')`,
      [id],
    );
    const rows = parseCsv((await get(url(id, 'csv'), owner)).rawPayload.toString('utf8').slice(1));
    expect(rows[1].slice(6, 8)).toEqual(['Thất bại', 'Người lạ không thể nhận tin nhắn (mã lỗi Zalo 123)']);
  });

  it('writes only the header for a list without members', async () => {
    const empty = await get(url(emptyListId, 'csv'), owner);
    expect(empty.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Kho chung - Kho trống.csv')}`);
    expect(parseCsv(empty.rawPayload.toString('utf8').slice(1))).toEqual([HEADER]);
    expect(parseXlsx((await get(url(emptyListId), owner)).rawPayload).rows).toEqual([HEADER]);
  });

  it("answers 404 for another user's list, 400 for an unknown format", async () => {
    const foreign = await get(url(listId, 'csv'), stranger);
    expect({ status: foreign.statusCode, error: foreign.json().error }).toEqual({ status: 404, error: 'Không tìm thấy kho chung' });
    const bad = await get(url(listId, 'json'), owner);
    expect({ status: bad.statusCode, error: bad.json().error }).toEqual({ status: 400, error: 'Định dạng xuất file chỉ có thể là xlsx hoặc csv' });
  });
});
