import type { Page } from 'playwright-core';
import { addLoggedInAccount, pageApi } from '../support/accounts';
import { baseUrl, fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';

const browser = fileBrowser();

interface Friend {
  userId: string;
  displayName: string;
}

const OFFER = 'Chào bạn, shop có ưu đãi tháng này';
const QUESTION = 'Cho mình hỏi giá bó hoa hồng ạ';
const ANSWER = 'Dạ bó hồng 20 bông giá 350.000đ ạ';

/** What the simulated Zalo delivered from this Zalo user (every account's sends, across processes). */
async function delivered(zaloUserId: string): Promise<Array<{ text: string; toUserId?: string }>> {
  const answer = await (await fetch(`${baseUrl()}/__sim/zalo/messages?fromUserId=${zaloUserId}`)).json();
  return answer.data;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A logged-in account with a running session, and three of its friends. */
async function accountWithFriends(page: Page, name: string) {
  const { id } = await addLoggedInAccount(page, name);
  const answer = await pageApi<Array<{ id: string; zaloUserId: string }> | { accounts: Array<{ id: string; zaloUserId: string }> }>(page, '/accounts');
  const account = (Array.isArray(answer) ? answer : answer.accounts).find((candidate) => candidate.id === id) as { id: string; zaloUserId: string };
  await pageApi(page, `/bots/${id}/start`, { method: 'POST' });
  const { friends } = await pageApi<{ friends: Friend[] }>(page, `/accounts/${id}/friends`);
  return { account, friends: friends.slice(0, 3) };
}

test('inbox: a job sends to three friends, one answers, the badge and the list show it without reload, the thread marks the job, the answer from the inbox reaches Zalo', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'inbox', { width: 1366, height: 900 });
  const { account, friends } = await accountWithFriends(page, 'Shop Hoa Hộp Thư');
  expect(friends).toHaveLength(3);

  // A job sends the offer to three friends.
  const created = await pageApi<{ jobs: Array<{ id: string }> }>(page, '/jobs/message/to-friends', {
    method: 'POST',
    body: { accountId: account.id, message: OFFER, recipients: friends.map((friend) => friend.userId), delayMin: 0, delayMax: 1 },
  });
  await until(() => pageApi<{ status: string }>(page, `/jobs/${created.jobs[0].id}`), (job) => job.status === 'COMPLETED', 'the job');

  await page.locator('nav a[href="/inbox"]').first().click();
  await page.getByRole('heading', { name: 'Hội thoại', exact: true }).waitFor({ timeout: 15_000 });
  const list = page.getByRole('list', { name: 'Danh sách hội thoại' });
  const replier = friends[1];
  const row = list.getByRole('button', { name: new RegExp(replier.displayName) });
  await row.getByText(`Bạn: ${OFFER}`).waitFor({ timeout: 15_000 });
  // The session started before the page opened: no warning about a stopped account.
  expect(await page.getByText(/đang không chạy/).count()).toBe(0);
  const badge = page.getByRole('navigation').locator('a[href="/inbox"] .ant-badge-count');
  expect(await badge.count()).toBe(0);

  // The friend writes back: without a reload, the sidebar badge and the list show it.
  const wrote = Date.now();
  const response = await fetch(`${baseUrl()}/__sim/zalo/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ toUserId: account.zaloUserId, fromUserId: replier.userId, seenBy: account.zaloUserId, text: QUESTION }),
  });
  expect(response.status).toBe(200);
  await badge.getByText('1', { exact: true }).waitFor({ timeout: 10_000 });
  await row.getByText(QUESTION).waitFor({ timeout: 10_000 });
  // The bound: a new message reaches an open page within 2 s.
  expect(Date.now() - wrote).toBeLessThan(2_000);
  expect(await row.getAttribute('aria-label')).toBe(`${replier.displayName}, 1 tin chưa đọc`);
  await screenshot(page, 'inbox-01-reply-arrived');

  // Opening it: the job's message is there, marked, then the question; the conversation is read.
  await row.click();
  const thread = page.getByRole('region', { name: `Tin nhắn với ${replier.displayName}` });
  const jobMessage = thread.getByRole('article').filter({ hasText: OFFER });
  await jobMessage.getByText('Gửi từ công việc').waitFor({ timeout: 10_000 });
  await thread.getByRole('article').filter({ hasText: QUESTION }).waitFor();
  await page.getByText('Hôm nay', { exact: true }).first().waitFor();
  await badge.waitFor({ state: 'detached', timeout: 10_000 });

  // The answer from the inbox: Enter sends; Zalo delivers it; the AI is paused and says until when.
  const composer = thread.getByRole('textbox', { name: 'Nội dung tin nhắn' });
  await composer.fill(ANSWER);
  await composer.press('Enter');
  await thread.getByRole('article').filter({ hasText: ANSWER }).waitFor();
  await until(() => delivered(account.zaloUserId), (messages) => messages.some((message) => message.text === ANSWER), 'the answer in the delivery log');
  await thread.getByText(/^AI tạm dừng đến \d{2}:\d{2}( \d{2}\/\d{2})? vì bạn vừa trả lời$/).waitFor({ timeout: 10_000 });
  await screenshot(page, 'inbox-02-answered');

  // Phone-sized: the list alone, then the thread alone with its way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseUrl()}/inbox`);
  await list.waitFor({ timeout: 15_000 });
  expect(await thread.count()).toBe(0);
  await screenshot(page, 'inbox-03-phone-list');
  await row.click();
  await thread.getByRole('article').filter({ hasText: ANSWER }).waitFor();
  expect(await list.count()).toBe(0);
  await screenshot(page, 'inbox-04-phone-thread');
  await thread.getByRole('button', { name: 'Quay lại danh sách' }).click();
  await list.waitFor();
  expect(pageErrors).toEqual([]);
  await context.close();
}, 180_000);
