import { addLoggedInAccount, pageApi } from '../support/accounts';
import { fileBrowser, screenshot } from '../support/browser';
import { signedUpPage } from '../support/sign-up';
import { openCreateJob } from '../support/jobs';

/**
 * Personalised messages: the compose box explains variables and spintax, previews one message and names
 * an unknown variable; a job to three friends sends each its own text, which the recipient log shows.
 */
const browser = fileBrowser();

const GREETINGS = ['Chào', 'Xin chào', 'Chào bạn'];
const TEMPLATE = '{Chào|Xin chào|Chào bạn} {ten}, shop có hoa mới về!';

test('a personalised job to three friends shows three different rendered texts in its recipient log', async () => {
  const { context, page, pageErrors } = await signedUpPage(browser(), 'personal', { width: 1280, height: 900 });
  const account = await addLoggedInAccount(page, 'Shop Cá Nhân');
  const { friends } = await pageApi<{ friends: Array<{ phone: string | null; displayName: string }> }>(page, `/accounts/${account.id}/friends`);
  const chosen = friends.filter((friend) => friend.phone).slice(0, 3);
  expect(chosen).toHaveLength(3);

  await page.locator('nav a[href="/jobs"]').first().click();
  await page.getByRole('heading', { name: 'Công việc', exact: true }).waitFor({ timeout: 15_000 });
  const dialog = await openCreateJob(page, 'Shop Cá Nhân');

  // The help line is there; an unknown variable is named at once, a valid template previews with sample names.
  await dialog.getByText(/Biến: \{ten\} tên người nhận/).waitFor();
  const message = dialog.getByLabel('Nội dung tin nhắn');
  await message.fill('Chào {abc}');
  await dialog.getByRole('alert').filter({ hasText: 'Biến không hợp lệ: {abc}' }).waitFor();
  await message.fill(TEMPLATE);
  const preview = dialog.getByTestId('template-preview-text');
  await preview.waitFor();
  const shown = await preview.innerText();
  expect(GREETINGS.map((greeting) => `${greeting} Nguyễn Văn An, shop có hoa mới về!`)).toContain(shown);
  await dialog.getByRole('button', { name: 'Xem mẫu khác' }).click();
  await page.waitForFunction((before) => document.querySelector('[data-testid="template-preview-text"]')?.textContent !== before, shown);
  await screenshot(page, 'personal-01-preview');

  await dialog.getByLabel('Số điện thoại (mỗi dòng một số)').fill(chosen.map((friend) => friend.phone).join('\n'));
  await dialog.getByLabel('Độ trễ giữa các tin (ms)').fill('100');
  await dialog.getByRole('button', { name: 'Tạo công việc' }).click();
  await page.getByText('Đã tạo công việc thành công').first().waitFor();

  const card = page.getByRole('article').first();
  await card.getByText('Hoàn thành', { exact: true }).waitFor({ timeout: 30_000 });
  await card.getByRole('button', { name: /Chi tiết/ }).click();
  // Each friend's row shows their own greeting and name, and the three texts differ.
  const texts: string[] = [];
  for (const friend of chosen) {
    const row = card.locator('tr').filter({ hasText: `${friend.displayName}, shop có hoa mới về!` }).first();
    await row.waitFor({ timeout: 10_000 });
    const text = (await row.locator('td').filter({ hasText: 'shop có hoa mới về!' }).innerText()).trim();
    expect(GREETINGS.map((greeting) => `${greeting} ${friend.displayName}, shop có hoa mới về!`)).toContain(text);
    texts.push(text);
  }
  expect(new Set(texts).size).toBe(3);
  expect(texts.join('')).not.toMatch(/[{}|]/);
  await screenshot(page, 'personal-02-recipient-log');
  expect(pageErrors).toEqual([]);
  await context.close();
}, 120_000);
