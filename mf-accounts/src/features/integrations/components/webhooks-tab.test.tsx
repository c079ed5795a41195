import { screen, waitFor, within } from '@testing-library/react';
import { accountsApi, ApiError, apiKeysApi, INTEGRATION_MESSAGES, queryKeys, webhooksApi } from 'shared-sdk';
import { fill, renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { deliveriesPageOf, deliveryOf, integrationAccounts, sampleDeliveries, sampleWebhooks, webhookOf, workspaceAs } from '../testing/fixtures';
import { IntegrationsPage } from './integrations-page';

const user = setupUser();
jest.setTimeout(60_000);

let api: Record<'list' | 'create' | 'update' | 'remove' | 'test' | 'deliveries' | 'retryDelivery', jest.SpyInstance>;

beforeEach(() => {
  jest.spyOn(accountsApi, 'list').mockResolvedValue(integrationAccounts);
  jest.spyOn(apiKeysApi, 'list').mockResolvedValue({ apiKeys: [] });
  api = {
    list: jest.spyOn(webhooksApi, 'list').mockResolvedValue(sampleWebhooks),
    create: jest.spyOn(webhooksApi, 'create').mockImplementation(async (input) =>
      webhookOf({ ...input, id: 'new', description: input.description ?? null, enabled: input.enabled ?? true, lastDelivery: null, secret: 'whsec_bW9pLW1vaS1ibWktbWF0' }),
    ),
    update: jest.spyOn(webhooksApi, 'update').mockImplementation(async (id, input) => ({
      ...webhookOf({ id }),
      ...(input.rotateSecret ? { secret: 'whsec_a2hvYS1tb2k=' } : {}),
    })),
    remove: jest.spyOn(webhooksApi, 'remove').mockImplementation(async (id) => ({ id })),
    test: jest.spyOn(webhooksApi, 'test').mockResolvedValue(deliveryOf({ eventType: 'webhook.test' })),
    deliveries: jest.spyOn(webhooksApi, 'deliveries').mockResolvedValue(deliveriesPageOf()),
    retryDelivery: jest.spyOn(webhooksApi, 'retryDelivery').mockImplementation(async (id) => deliveryOf({ id })),
  };
});
afterEach(() => jest.restoreAllMocks());

async function renderTab() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: { id: 'u1', email: 'an@example.com' }, workspace: workspaceAs('ADMIN') });
  renderWithApp(<IntegrationsPage />, { queryClient, url: '/integrations?tab=webhooks' });
  await screen.findByText('https://crm.shop-an.vn/zalo');
}

/** A dialog by its title (antd's dialogs all carry the test id as the title's id in jsdom, so a name query takes the first). */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

const card = (url: string) => screen.getByText(url).closest('li') as HTMLElement;
const FAILING = 'https://n8n.shop-an.vn/webhook/zalo-jobs';

test('each endpoint: its address, description, events by label, on/off, the last delivery; a switched-off one says why with "Bật lại"', async () => {
  await renderTab();
  expect(screen.getByRole('tab', { name: 'Webhook', selected: true })).toBeInTheDocument();
  const first = card('https://crm.shop-an.vn/zalo');
  expect(within(first).getByText('Đơn hàng về CRM')).toBeInTheDocument();
  expect(within(first).getByText('Nhận tin nhắn mới')).toBeInTheDocument();
  expect(within(first).getByText('Khách trả lời tin của chiến dịch')).toBeInTheDocument();
  expect(within(first).getByRole('switch', { name: 'Bật/tắt webhook https://crm.shop-an.vn/zalo' })).toBeChecked();
  expect(within(first).getByText('Lần gửi cuối: Thành công · 26/11/2026 14:20 · HTTP 200')).toBeInTheDocument();
  expect(within(first).queryByText('Webhook đã tự tắt vì gửi thất bại liên tục 24 giờ')).toBeNull();

  const failing = card(FAILING);
  expect(within(failing).getByRole('switch')).not.toBeChecked();
  expect(within(failing).getByText('Webhook đã tự tắt vì gửi thất bại liên tục 24 giờ')).toBeInTheDocument();
  expect(within(failing).getByText('Gửi thất bại từ 24/11/2026 08:00. Hãy kiểm tra địa chỉ rồi bật lại.')).toBeInTheDocument();
  await user.click(within(failing).getByRole('button', { name: 'Bật lại' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(sampleWebhooks[1].id, { enabled: true }));
});

test('the switch turns an endpoint off', async () => {
  await renderTab();
  await user.click(within(card('https://crm.shop-an.vn/zalo')).getByRole('switch'));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(sampleWebhooks[0].id, { enabled: false }));
});

test('adding: the address is checked, "Chọn tất cả" picks every event, the secret is shown once with "Sao chép"', async () => {
  await renderTab();
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Thêm webhook/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Thêm webhook' });
  fill(within(dialog).getByLabelText('Địa chỉ nhận (URL)'), 'không phải địa chỉ');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm webhook' }));
  expect(await within(dialog).findByText(INTEGRATION_MESSAGES.invalidUrl)).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();

  fill(within(dialog).getByLabelText('Địa chỉ nhận (URL)'), 'https://hooks.shop-an.vn/zalo');
  fill(within(dialog).getByLabelText(/Mô tả/), 'Máy chủ cửa hàng');
  // Unticking the only event leaves none: refused before sending.
  await user.click(within(dialog).getByRole('checkbox', { name: 'Nhận tin nhắn mới' }));
  await user.click(within(dialog).getByRole('button', { name: 'Thêm webhook' }));
  expect(await within(dialog).findByText(INTEGRATION_MESSAGES.eventsRequired)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Chọn tất cả' }));
  expect(within(dialog).getByRole('checkbox', { name: 'Gói dịch vụ thay đổi' })).toBeChecked();
  expect(within(dialog).getByText('Tài khoản Zalo')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Thêm webhook' }));
  await waitFor(() => expect(api.create).toHaveBeenCalled());
  const [input] = api.create.mock.calls[0];
  expect(input).toMatchObject({ url: 'https://hooks.shop-an.vn/zalo', description: 'Máy chủ cửa hàng', enabled: true });
  expect(input.events).toHaveLength(11);

  const secret = await dialogTitled('Khóa bí mật ký webhook');
  expect(within(secret).getByLabelText('Khóa bí mật')).toHaveValue('whsec_bW9pLW1vaS1ibWktbWF0');
  expect(within(secret).getByText(/sẽ không được hiển thị lại/)).toBeInTheDocument();
  expect(within(secret).getByRole('button', { name: /Sao chép/ })).toBeInTheDocument();
});

test('the server’s refusal of an address (a private network) is said in the dialog', async () => {
  api.create.mockRejectedValueOnce(new ApiError(INTEGRATION_MESSAGES.urlPrivate, 400));
  await renderTab();
  await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: /Thêm webhook/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Thêm webhook' });
  fill(within(dialog).getByLabelText('Địa chỉ nhận (URL)'), 'https://10.0.0.5/hook');
  await user.click(within(dialog).getByRole('button', { name: 'Thêm webhook' }));
  expect(await within(dialog).findByText(INTEGRATION_MESSAGES.urlPrivate)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Khóa bí mật ký webhook' })).toBeNull();
});

test('editing starts from the endpoint and saves what changed', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Sửa webhook https://crm.shop-an.vn/zalo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sửa webhook' });
  expect(within(dialog).getByLabelText('Địa chỉ nhận (URL)')).toHaveValue('https://crm.shop-an.vn/zalo');
  expect(within(dialog).getByRole('checkbox', { name: 'Khách trả lời tin của chiến dịch' })).toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: 'Tác vụ thất bại' }));
  await user.click(within(dialog).getByRole('button', { name: 'Lưu' }));
  await waitFor(() =>
    expect(api.update).toHaveBeenCalledWith(sampleWebhooks[0].id, {
      url: 'https://crm.shop-an.vn/zalo',
      description: 'Đơn hàng về CRM',
      events: ['message.received', 'job.failed', 'recipient.replied'],
      enabled: true,
    }),
  );
});

test('"Đổi khóa bí mật" asks first, then shows the new secret once', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Đổi khóa bí mật của https://crm.shop-an.vn/zalo' }));
  expect((await screen.findAllByText('Đổi khóa bí mật?')).length).toBeGreaterThan(0);
  expect(api.update).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Đổi khóa bí mật' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(sampleWebhooks[0].id, { rotateSecret: true }));
  const secret = await dialogTitled('Khóa bí mật ký webhook');
  expect(within(secret).getByText(/Đã đổi khóa bí mật/)).toBeInTheDocument();
  expect(within(secret).getByLabelText('Khóa bí mật')).toHaveValue('whsec_a2hvYS1tb2k=');
});

test('deleting asks first', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Xóa webhook https://crm.shop-an.vn/zalo' }));
  expect((await screen.findAllByText('Xóa webhook?')).length).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: 'Xóa' }));
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith(sampleWebhooks[0].id));
});

test('"Gửi thử" says the outcome: success with the HTTP status, or the failure’s reason', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Gửi thử tới https://crm.shop-an.vn/zalo' }));
  expect(await screen.findByText('Gửi thử thành công (HTTP 200, 84 ms)')).toBeInTheDocument();
  expect(api.test).toHaveBeenCalledWith(sampleWebhooks[0].id);

  api.test.mockResolvedValueOnce(deliveryOf({ eventType: 'webhook.test', status: 'RETRYING', responseStatus: null, error: 'Quá 10 giây không có phản hồi' }));
  await user.click(screen.getByRole('button', { name: 'Gửi thử tới https://crm.shop-an.vn/zalo' }));
  expect(await screen.findByText('Gửi thử thất bại: Quá 10 giây không có phản hồi')).toBeInTheDocument();
});

test('the delivery log: status, event, time, HTTP status, attempts, next retry, error, the answer and the body; "Gửi lại"; a status filter', async () => {
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Nhật ký gửi của https://crm.shop-an.vn/zalo' }));
  const log = await screen.findByRole('list', { name: 'Các lần gửi' });
  expect(api.deliveries).toHaveBeenCalledWith(sampleWebhooks[0].id, { status: undefined, page: 1, limit: 20 });
  const [ok, retrying] = within(log).getAllByRole('listitem');
  expect(within(ok).getByText('Thành công')).toBeInTheDocument();
  expect(within(ok).getByText('Nhận tin nhắn mới')).toBeInTheDocument();
  expect(within(ok).getByText('26/11/2026 14:20')).toBeInTheDocument();
  expect(within(ok).getByText('HTTP 200 · 1 lần thử · 84 ms')).toBeInTheDocument();
  expect(within(ok).getByText('{"ok":true}')).toBeInTheDocument();
  expect(within(ok).getByText(/"Shop còn hàng không ạ\?"/)).toBeInTheDocument();

  expect(within(retrying).getByText('Đang thử lại')).toBeInTheDocument();
  expect(within(retrying).getByText('Khách trả lời tin của chiến dịch')).toBeInTheDocument();
  expect(within(retrying).getByText('HTTP 500 · 3 lần thử · 120 ms · Thử lại lúc 26/11/2026 13:42')).toBeInTheDocument();
  expect(within(retrying).getByText('Máy nhận trả lời HTTP 500')).toBeInTheDocument();

  await user.click(within(retrying).getByRole('button', { name: /^Gửi lại/ }));
  await waitFor(() => expect(api.retryDelivery).toHaveBeenCalledWith(sampleDeliveries[1].id));

  await user.click(screen.getByText('Thất bại', { selector: '.ant-segmented-item-label' }));
  await waitFor(() => expect(api.deliveries).toHaveBeenCalledWith(sampleWebhooks[0].id, { status: 'FAILED', page: 1, limit: 20 }));
});

test('the log pages through 20 at a time', async () => {
  api.deliveries.mockResolvedValue(deliveriesPageOf(sampleDeliveries, 45));
  await renderTab();
  await user.click(screen.getByRole('button', { name: 'Nhật ký gửi của https://crm.shop-an.vn/zalo' }));
  const pager = await screen.findByRole('navigation', { name: 'Phân trang nhật ký gửi' });
  expect(within(pager).getByText('Trang 1 / 3')).toBeInTheDocument();
  await user.click(within(pager).getByRole('button', { name: /Trang sau/ }));
  await waitFor(() => expect(api.deliveries).toHaveBeenCalledWith(sampleWebhooks[0].id, { status: undefined, page: 2, limit: 20 }));
});

test('"Cách xác minh chữ ký": the three headers and a Node snippet with standardwebhooks', async () => {
  await renderTab();
  await user.click(screen.getByText('Cách xác minh chữ ký'));
  expect(await screen.findByText('webhook-signature')).toBeInTheDocument();
  expect(screen.getByText('webhook-id')).toBeInTheDocument();
  expect((screen.getByLabelText('Cách xác minh chữ ký') as HTMLTextAreaElement).value).toContain("import { Webhook } from 'standardwebhooks'");
});

test('no endpoint yet: what a webhook does and the button to add one', async () => {
  api.list.mockResolvedValue([]);
  const queryClient = testQueryClient();
  renderWithApp(<IntegrationsPage />, { queryClient, url: '/integrations?tab=webhooks' });
  expect(await screen.findByText('Chưa có webhook nào')).toBeInTheDocument();
  expect(within(screen.getByRole('tabpanel')).getAllByRole('button', { name: /Thêm webhook/ })).toHaveLength(2);
});
