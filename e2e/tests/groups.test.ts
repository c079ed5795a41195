import type { Page } from 'playwright-core';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { fileBrowser, screenshot } from '../support/browser';
import { payForPlan } from '../support/plans';
import { signedUpPage } from '../support/sign-up';
import { chooseOption } from '../support/select';

const browser = fileBrowser();

interface Group {
  id: string;
  groupId: string;
  name: string;
  memberCount: number;
  isCommunity: boolean;
  isActive: boolean;
}
interface PendingFriend {
  id: string;
  displayName: string;
}
interface Job {
  type: string;
  status: string;
  totalRecipients: number;
  successCount: number;
  metadata: Record<string, unknown>;
}

// Longer than the 10 characters names were once cut at: shown whole everywhere.
const TAG = 'Nhóm VIP khách sỉ miền Tây';

const groupCard = (page: Page, group: Group) => page.getByRole('article', { name: group.name, exact: true });
const selectGroup = (page: Page, group: Group) => groupCard(page, group).getByRole('checkbox', { name: `Chọn nhóm ${group.name}` }).check();
const wizard = (page: Page, title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

async function openGroups(page: Page) {
  await page.locator('nav a[href="/groups"]').first().click();
  await page.getByRole('heading', { name: 'Quản lý nhóm', exact: true }).waitFor({ timeout: 15_000 });
}

/** The API's answer with its status, for a call the server must refuse. */
async function rawApi(page: Page, path: string, body: unknown): Promise<{ status: number; error: string }> {
  return page.evaluate(
    async ({ url, payload }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
      const response = await fetch(`/api/v1${url}`, { method: 'POST', headers, body: JSON.stringify(payload) });
      return { status: response.status, error: String((await response.json()).error ?? '') };
    },
    { url: path, payload: body },
  );
}

test('groups: sync, a tag on two groups, members, pending friends saved to Kho chung, the Pro gate on Basic, then as Pro a bulk send tracked to Hoàn thành!, a daily schedule and a send by tags', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'groups', { width: 1366, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Nhóm');

  // Sync from the page; the cards are the account's stored groups.
  await openGroups(page);
  await page.getByRole('button', { name: 'Đồng bộ tất cả' }).click();
  const synced = page.getByText(/^Đã đồng bộ \d+ nhóm$/);
  await synced.waitFor({ timeout: 20_000 });
  const { groups } = await pageApi<{ groups: Group[] }>(page, `/accounts/${account.id}/groups`);
  await expect(synced.textContent()).resolves.toBe(`Đã đồng bộ ${groups.length} nhóm`);
  const names = groups.map((group) => group.name);
  const [first, second] = groups
    .filter((group) => !group.isCommunity && group.isActive && names.indexOf(group.name) === names.lastIndexOf(group.name))
    .sort((a, b) => b.memberCount - a.memberCount);
  if (!second) throw new Error(`the account has fewer than two regular groups: ${JSON.stringify(groups)}`);
  await groupCard(page, first).waitFor();
  await page.getByText(`${groups.length}/${groups.length} nhóm`).waitFor();
  await screenshot(page, 'groups-01-synced');

  // A tag, created in the tag tab and assigned there to the two groups selected in the list.
  await selectGroup(page, first);
  await selectGroup(page, second);
  await page.getByText('Đã chọn 2 nhóm').waitFor();
  await page.getByRole('tab', { name: 'Quản lý tag' }).click();
  await page.getByRole('button', { name: 'Tạo tag mới' }).click();
  const tagDialog = wizard(page, 'Tạo tag mới');
  await tagDialog.getByLabel('Tên tag').fill(TAG);
  await tagDialog.getByRole('button', { name: 'Tạo tag' }).click();
  await page.getByText('Đã tạo tag thành công!').waitFor();
  await chooseOption(page, page.getByRole('combobox', { name: 'Chọn tag' }), page.locator('.ant-select-selection-item', { hasText: TAG }).first(), TAG);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Gán tag' }).click();
  await page.getByText('Đã gán 1 tag thành công!').waitFor();
  await page.getByRole('row').filter({ hasText: TAG }).getByRole('cell', { name: '2', exact: true }).first().waitFor();
  await page.getByRole('tab', { name: 'Danh sách nhóm' }).click();
  for (const group of [first, second]) await groupCard(page, group).getByText(TAG, { exact: true }).waitFor();
  await screenshot(page, 'groups-02-tagged');

  // The members of one group.
  await groupCard(page, first).getByRole('button', { name: `Xem thành viên ${first.name}` }).click();
  const members = wizard(page, `Thành viên nhóm ${first.name}`);
  const { paging } = await pageApi<{ paging: { total: number } }>(page, `/accounts/${account.id}/groups/${first.groupId}/members`);
  expect(paging.total).toBeGreaterThan(0);
  await members.getByText(`Đã chọn 0/${paging.total} thành viên`).waitFor();
  await members.getByRole('checkbox', { name: 'Chọn tất cả' }).check();
  await members.getByText(/^Đã chọn [1-9]\d*\/\d+ thành viên$/).waitFor();
  await screenshot(page, 'groups-03-members');
  await page.keyboard.press('Escape');
  await members.waitFor({ state: 'hidden' });

  // Pending friends of the two groups: three of them saved to Kho chung.
  await page.getByRole('tab', { name: 'Bạn bè chờ' }).click();
  const pending = await pageApi<{ pendingFriends: PendingFriend[]; summary: { totalPendingFriends: number; existingFriends: number } }>(
    page,
    `/accounts/${account.id}/groups/pending-friends`,
    { method: 'POST', body: { groupIds: [first.groupId, second.groupId], showAll: false } },
  );
  expect(pending.pendingFriends.length).toBeGreaterThanOrEqual(3);
  const { friends } = await pageApi<{ friends: Array<{ userId: string }> }>(page, `/accounts/${account.id}/friends`);
  const friendIds = new Set(friends.map((friend) => friend.userId));
  expect(pending.pendingFriends.filter((person) => friendIds.has(person.id))).toEqual([]);
  await page.getByText('2 nhóm đã chọn').waitFor();
  await page.getByText(`${pending.summary.totalPendingFriends} người chưa kết bạn, ${pending.summary.existingFriends} người đã là bạn bè`).waitFor();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  for (let index = 0; index < 3; index += 1) await rows.nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Lưu vào Kho chung' }).click();
  await page.getByText('Đã lưu 3 thành viên vào Kho chung').waitFor();
  await screenshot(page, 'groups-04-pending-saved');
  const { lists: saved } = await pageApi<{ lists: Array<{ id: string; name: string; memberCount: number }> }>(page, '/shared-pending/lists');
  expect(saved).toEqual([expect.objectContaining({ name: 'Kho chung - Shop Nhóm', memberCount: 3 })]);
  const { list } = await pageApi<{ list: { members: Array<{ memberId: string }> } }>(page, `/shared-pending/lists/${saved[0].id}`);
  expect(list.members.map((member) => member.memberId).sort()).toEqual(pending.pendingFriends.slice(0, 3).map((person) => person.id).sort());

  // On Basic (the trial), the bulk wizard and the send by tags show the Pro gate, and the server refuses too.
  await page.getByRole('tab', { name: 'Danh sách nhóm' }).click();
  await page.getByRole('button', { name: /^Gửi hàng loạt/ }).click();
  let bulk = wizard(page, 'Gửi tin nhắn hàng loạt đến nhóm');
  await bulk.getByRole('heading', { name: 'Yêu cầu gói Pro' }).waitFor({ timeout: 15_000 });
  await bulk.getByText('Nâng cấp gói Pro').waitFor();
  await expect(bulk.getByRole('textbox', { name: 'Nội dung tin nhắn' }).count()).resolves.toBe(0);
  await screenshot(page, 'groups-05-pro-gate');
  // Gated, the wizard offers only the upgrade: no step buttons; the dialog's own close (×) closes it.
  await expect(bulk.getByRole('button', { name: /Tiếp theo/ }).count()).resolves.toBe(0);
  await bulk.getByRole('button', { name: 'Đóng' }).click();
  await bulk.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /^Gửi theo tag/ }).click();
  const byTags = wizard(page, 'Gửi tin nhắn theo tag');
  await byTags.getByRole('heading', { name: 'Yêu cầu gói Pro' }).waitFor({ timeout: 15_000 });
  await expect(byTags.getByRole('textbox', { name: 'Nội dung tin nhắn' }).count()).resolves.toBe(0);
  await expect(byTags.getByRole('button', { name: /Tiếp theo/ }).count()).resolves.toBe(0);
  await byTags.getByRole('button', { name: 'Đóng' }).click();
  await byTags.waitFor({ state: 'hidden' });
  const refused = await rawApi(page, '/jobs/message/bulk-groups', {
    accountId: account.id,
    groupIds: [first.groupId],
    message: 'Chào cả nhóm',
    scheduleTimes: ['09:00'],
    timezone: 'Asia/Ho_Chi_Minh',
    delayMin: 60,
    delayMax: 120,
    executeImmediately: true,
  });
  expect(refused.status).toBe(400);
  expect(refused.error).toContain('gói Pro');

  // As Pro: the bulk wizard sends to one group now and tracks the run to the end.
  await payForPlan(page, 'pro');
  await page.reload();
  await groupCard(page, first).waitFor({ timeout: 15_000 });
  await selectGroup(page, first);
  await page.getByRole('button', { name: /^Gửi hàng loạt/ }).click();
  bulk = wizard(page, 'Gửi tin nhắn hàng loạt đến nhóm');
  await bulk.getByText('1 nhóm của tài khoản này sẽ nhận tin nhắn').waitFor({ timeout: 15_000 });
  await bulk.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill('Chào cả nhóm, shop có hàng mới về!');
  await bulk.getByRole('button', { name: 'Tiếp theo' }).click();
  await bulk.getByRole('switch', { name: 'Gửi ngay' }).waitFor();
  await expect(bulk.getByRole('switch', { name: 'Gửi ngay' }).isChecked()).resolves.toBe(true);
  await bulk.getByRole('button', { name: 'Tiếp theo' }).click();
  await bulk.getByText(`1 nhóm: ${first.name}`).waitFor();
  await bulk.getByRole('button', { name: 'Bắt đầu gửi' }).click();
  // Tracking: the pace and no raw ids; where a started run is stopped is said.
  await bulk.getByText('Mỗi nhóm cách nhau 60-120 giây, thứ tự ngẫu nhiên.').waitFor();
  await expect(bulk.getByText(/Mã lần gửi|Job: /).count()).resolves.toBe(0);
  await bulk.getByText('Hoàn thành! 1/1 nhóm gửi thành công').waitFor({ timeout: 30_000 });
  await screenshot(page, 'groups-06-bulk-done');
  await bulk.waitFor({ state: 'hidden', timeout: 10_000 });

  // The same wizard, not sent now: a daily schedule for both groups.
  await selectGroup(page, second);
  await page.getByText('Đã chọn 2 nhóm').waitFor();
  await page.getByRole('button', { name: /^Gửi hàng loạt/ }).click();
  bulk = wizard(page, 'Gửi tin nhắn hàng loạt đến nhóm');
  await bulk.getByText('2 nhóm của tài khoản này sẽ nhận tin nhắn').waitFor({ timeout: 15_000 });
  await bulk.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill('Chào buổi sáng cả nhóm!');
  await bulk.getByRole('button', { name: 'Tiếp theo' }).click();
  // Sending now shows no schedule; off, the daily schedule appears.
  await expect(bulk.getByRole('radio', { name: 'Hằng ngày' }).count()).resolves.toBe(0);
  await bulk.getByRole('switch', { name: 'Gửi ngay' }).click();
  await bulk.getByRole('radio', { name: 'Hằng ngày' }).check();
  const times = (await bulk.getByLabel('Giờ gửi', { exact: true }).textContent()) ?? '';
  expect(times).toMatch(/^\d\d:\d\d(, \d\d:\d\d)*$/);
  await bulk.getByRole('button', { name: 'Tiếp theo' }).click();
  await bulk.getByRole('cell', { name: `Hằng ngày: ${times}`, exact: true }).waitFor();
  const scheduling = page.waitForResponse((response) => response.url().endsWith('/api/v1/jobs/message/bulk-groups') && response.request().method() === 'POST');
  await bulk.getByRole('button', { name: 'Lên lịch' }).click();
  const scheduled = (await (await scheduling).json()) as { data: { data: { scheduleId: string; nextRunAt: string; scheduleTimes: string[]; timezone: string } } };
  await page.getByText('Đã lên lịch gửi tin nhắn hàng loạt').waitFor();
  await bulk.waitFor({ state: 'hidden' });
  expect(scheduled.data.data).toMatchObject({ scheduleTimes: times.split(', '), timezone: 'Asia/Ho_Chi_Minh' });
  const nextRunIn = new Date(scheduled.data.data.nextRunAt).getTime() - Date.now();
  expect(nextRunIn).toBeGreaterThan(0);
  expect(nextRunIn).toBeLessThanOrEqual(24 * 3600_000);
  // The schedule shows where the groups live, with pause and resume.
  const schedules = page.getByRole('list', { name: 'Lịch gửi vào nhóm hằng ngày' });
  const item = schedules.getByRole('listitem').filter({ hasText: first.name });
  await item.getByText(`hằng ngày lúc ${times}`, { exact: false }).waitFor();
  await item.getByRole('button', { name: 'Tạm dừng' }).click();
  await page.getByText('Đã tạm dừng lịch gửi').waitFor();
  await item.getByText('Đang tạm dừng: không gửi cho đến khi bạn tiếp tục.').waitFor();
  await screenshot(page, 'groups-06b-schedule-paused');
  await item.getByRole('button', { name: 'Tiếp tục' }).click();
  await item.getByText(/^Lần gửi tới: /).waitFor();
  await expect(item.getByRole('link', { name: 'Sửa ở trang Công việc' }).getAttribute('href')).resolves.toBe('/jobs?tab=schedules');

  // Send by tags: the tag's two groups get the message, and the job completes on /jobs?page=1.
  await page.getByRole('button', { name: /^Gửi theo tag/ }).click();
  const tagWizard = wizard(page, 'Gửi tin nhắn theo tag');
  await tagWizard.getByText(`${TAG} (2)`).click();
  await tagWizard.getByText('2 nhóm có tag đã chọn').waitFor();
  for (const group of [first, second]) await tagWizard.getByText(group.name).first().waitFor();
  await tagWizard.getByRole('button', { name: 'Tiếp theo' }).click();
  await tagWizard.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill('Khuyến mãi cho nhóm VIP!');
  await tagWizard.getByRole('spinbutton', { name: 'Độ trễ tối thiểu (giây)' }).fill('1');
  await tagWizard.getByRole('spinbutton', { name: 'Độ trễ tối đa (giây)' }).fill('2');
  await tagWizard.getByRole('button', { name: 'Tiếp theo' }).click();
  await tagWizard.getByRole('button', { name: 'Gửi tin nhắn' }).click();
  await page.getByText('Đã tạo công việc gửi tin nhắn theo tag! Công việc đang chạy dưới nền.').waitFor();
  await page.waitForURL(/\/jobs\?page=1$/);
  await page.getByRole('article').first().getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'groups-07-by-tags-completed');
  const { jobs } = await pageApi<{ jobs: Job[] }>(page, '/jobs?page=1');
  expect(jobs.map((job) => [job.metadata.source, job.status, job.totalRecipients, job.successCount])).toEqual([
    ['bulk-groups-by-tags', 'COMPLETED', 2, 2],
    ['bulk-groups', 'COMPLETED', 1, 1],
  ]);

  // A tag comes off a group from its card.
  await page.locator('nav a[href="/groups"]').first().click();
  await groupCard(page, first).getByRole('button', { name: `Bỏ tag ${TAG}` }).click();
  await page.getByText('Đã xóa tag thành công!').waitFor();
  await expect(groupCard(page, first).getByText(TAG, { exact: true }).count()).resolves.toBe(0);
  const untagged = await pageApi<{ groups: Group[] }>(page, `/group-tags/filtered-groups?search=${encodeURIComponent(first.name)}`);
  expect((untagged.groups as Array<Group & { tags: unknown[] }>).find((group) => group.id === first.id)?.tags).toEqual([]);

  expect(pageErrors).toEqual([]);
  await context.close();
}, 180_000);
