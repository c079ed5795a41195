import { screen, waitFor } from '@testing-library/react';
import { type AiConfig, aiApi, ApiError, botsApi, DEFAULT_AI_SYSTEM_PROMPT } from 'shared-sdk';
import { fill, renderWithApp, setupUser } from 'shared-sdk/testing';
import { AiConfigModal } from './ai-config-modal';

jest.setTimeout(30_000);

const ACCOUNT_ID = 'acc-1';
const CONFIG: AiConfig = { systemPrompt: 'Bạn là nhân viên CSKH.', enabled: false, providerConfigured: true };

let getConfig: jest.SpyInstance;
let toggle: jest.SpyInstance;
let save: jest.SpyInstance;
let health: jest.SpyInstance;

beforeEach(() => {
  getConfig = jest.spyOn(aiApi, 'getConfig').mockResolvedValue(CONFIG);
  toggle = jest.spyOn(aiApi, 'toggle').mockImplementation(async (_id, enabled) => ({ ...CONFIG, enabled }));
  save = jest.spyOn(aiApi, 'saveConfig').mockImplementation(async (_id, input) => ({ ...CONFIG, ...input }));
  health = jest.spyOn(botsApi, 'health').mockRejectedValue(new Error('not here'));
});
afterEach(() => jest.restoreAllMocks());

function renderModal() {
  const onClose = jest.fn();
  renderWithApp(<AiConfigModal accountId={ACCOUNT_ID} displayName="Shop" onClose={onClose} />);
  return { onClose };
}

const prompt = () => screen.getByLabelText('Hướng dẫn trả lời cho AI') as HTMLTextAreaElement;
const toggleSwitch = () => screen.getByRole('switch', { name: 'Bật AI Auto-Reply' });
const saveButton = () => screen.getByRole('button', { name: 'Lưu cấu hình' });

test('shows the saved prompt in a 20-row textarea with its character count, the switch and the guide', async () => {
  renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  expect(getConfig).toHaveBeenCalledWith(ACCOUNT_ID);
  expect(prompt()).toHaveAttribute('rows', '20');
  expect(screen.getByTestId('prompt-count')).toHaveTextContent(`${CONFIG.systemPrompt.length} / 20.000 ký tự`);
  expect(toggleSwitch()).not.toBeChecked();
  expect(screen.getByText('Hướng dẫn sử dụng')).toBeInTheDocument();
  expect(screen.queryByTestId('no-provider')).not.toBeInTheDocument();
});

test('the switch acts at once through the toggle call, with the spec messages', async () => {
  const user = setupUser();
  renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  await user.click(toggleSwitch());
  expect(toggle).toHaveBeenCalledWith(ACCOUNT_ID, true);
  expect(await screen.findByText('AI Auto-Reply đã được bật')).toBeInTheDocument();
  expect(toggleSwitch()).toBeChecked();
  await user.click(toggleSwitch());
  expect(toggle).toHaveBeenLastCalledWith(ACCOUNT_ID, false);
  expect(await screen.findByText('AI Auto-Reply đã được tắt')).toBeInTheDocument();
  expect(toggleSwitch()).not.toBeChecked();
  expect(save).not.toHaveBeenCalled();
});

test('a failed toggle says so and keeps the switch as it was', async () => {
  toggle.mockRejectedValue(new ApiError('', 500));
  const user = setupUser();
  renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  await user.click(toggleSwitch());
  expect(await screen.findByText('Không thể thay đổi trạng thái AI Auto-Reply')).toBeInTheDocument();
  expect(toggleSwitch()).not.toBeChecked();
});

test('save sends the trimmed prompt with the enabled flag, says so and closes', async () => {
  getConfig.mockResolvedValue({ ...CONFIG, enabled: true });
  const user = setupUser();
  const { onClose } = renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  fill(prompt(), '   Chào anh/chị, em có thể giúp gì?  \n');
  await user.click(saveButton());
  expect(save).toHaveBeenCalledWith(ACCOUNT_ID, { systemPrompt: 'Chào anh/chị, em có thể giúp gì?', enabled: true });
  expect(await screen.findByText('Cấu hình AI đã được cập nhật')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

test('an empty prompt is refused without a call', async () => {
  const user = setupUser();
  const { onClose } = renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  fill(prompt(), ' \n ');
  await user.click(saveButton());
  expect(await screen.findByText('System prompt không được để trống')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

test('a failed save says so and stays open', async () => {
  save.mockRejectedValue(new TypeError('Failed to fetch'));
  const user = setupUser();
  const { onClose } = renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  await user.click(saveButton());
  expect(await screen.findByText('Không thể cập nhật cấu hình AI')).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
});

test('reset restores the long default prompt (saved only on save)', async () => {
  const user = setupUser();
  renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  await user.click(screen.getByRole('button', { name: /Khôi phục mặc định/ }));
  expect(prompt()).toHaveValue(DEFAULT_AI_SYSTEM_PROMPT);
  expect(screen.getByTestId('prompt-count')).toHaveTextContent(
    `${DEFAULT_AI_SYSTEM_PROMPT.length.toLocaleString('vi-VN')} / 20.000 ký tự`,
  );
  expect(save).not.toHaveBeenCalled();
  await user.click(saveButton());
  expect(save).toHaveBeenCalledWith(ACCOUNT_ID, { systemPrompt: DEFAULT_AI_SYSTEM_PROMPT.trim(), enabled: false });
});

test('without an AI provider the notice speaks to the customer: what it means for them and what to do', async () => {
  getConfig.mockResolvedValue({ ...CONFIG, providerConfigured: false });
  renderModal();
  const notice = await screen.findByTestId('no-provider');
  expect(notice).toHaveTextContent('Trả lời tự động bằng AI chưa hoạt động');
  expect(notice).toHaveTextContent('bot chưa thể tự trả lời khách');
  expect(notice).toHaveTextContent('Bạn vẫn có thể soạn và lưu hướng dẫn cho AI');
  expect(notice).toHaveTextContent('liên hệ bộ phận hỗ trợ');
  // Words for an administrator stay in the README.
  expect(notice.textContent).not.toMatch(/Máy chủ|nhà cung cấp|cấu hình nhà/);
});

test('switching on then saving gives one toast, the save\'s; the switch says its result beside it', async () => {
  const user = setupUser();
  renderModal();
  await waitFor(() => expect(prompt()).toHaveValue(CONFIG.systemPrompt));
  await user.click(toggleSwitch());
  expect(await screen.findByTestId('toggle-note')).toHaveTextContent('AI Auto-Reply đã được bật');
  await user.click(saveButton());
  expect(await screen.findByText('Cấu hình AI đã được cập nhật')).toBeInTheDocument();
  const toasts = Array.from(document.querySelectorAll('.ant-message-notice')).map((notice) => notice.textContent);
  expect(toasts).toEqual(['Cấu hình AI đã được cập nhật']);
});

test('no config yet (404): an empty prompt; the provider is learnt from the bot health', async () => {
  getConfig.mockResolvedValue(null);
  health.mockResolvedValue({ aiProviderConfigured: false });
  renderModal();
  expect(await screen.findByTestId('no-provider')).toBeInTheDocument();
  expect(prompt()).toHaveValue('');
  expect(toggleSwitch()).not.toBeChecked();
  expect(health).toHaveBeenCalledWith(ACCOUNT_ID);
});
