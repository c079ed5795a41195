import { screen, waitFor } from '@testing-library/react';
import { ApiError, queryKeys, tokenStore, workspacesApi } from 'shared-sdk';
import { pick, renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { WorkspaceSwitcher } from './workspace-switcher';

const person = { id: 'u1', email: 'an@example.com' };
const mine = { id: 'w1', name: 'Cửa hàng An', role: 'OWNER' as const };
const theirs = { id: 'w2', name: 'Shop Bình', role: 'AGENT' as const };

function renderSwitcher(onSwitched = jest.fn()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: person, workspace: { ...mine, accountIds: null } });
  queryClient.setQueryData(['accounts', 'list'], [{ id: 'a-of-w1' }]);
  const result = renderWithApp(<WorkspaceSwitcher onSwitched={onSwitched} />, { queryClient });
  return { ...result, onSwitched };
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('one workspace: its name and the person’s role, no select', async () => {
  const list = jest.spyOn(workspacesApi, 'list').mockResolvedValue({ workspaces: [{ ...mine, current: true }] });
  renderSwitcher();
  expect(screen.getByText('Cửa hàng An')).toBeInTheDocument();
  expect(screen.getByText('Không gian làm việc · Chủ sở hữu')).toBeInTheDocument();
  await waitFor(() => expect(list).toHaveBeenCalled());
  expect(screen.queryByRole('combobox', { name: 'Chuyển không gian làm việc' })).not.toBeInTheDocument();
});

test('two workspaces: switching stores the new session’s token, drops the cached answers and opens the dashboard', async () => {
  jest.spyOn(workspacesApi, 'list').mockResolvedValue({ workspaces: [{ ...mine, current: true }, { ...theirs, current: false }] });
  const switchTo = jest.spyOn(workspacesApi, 'switchTo').mockResolvedValue({ user: person, tokens: { accessToken: 'in-w2' } });
  const { onSwitched, queryClient } = renderSwitcher();
  const select = await screen.findByRole('combobox', { name: 'Chuyển không gian làm việc' });
  await pick(setupUser(), select, 'Shop Bình');
  await waitFor(() => expect(onSwitched).toHaveBeenCalled());
  expect(switchTo).toHaveBeenCalledWith('w2');
  expect(tokenStore.get()).toBe('in-w2');
  expect(queryClient.getQueryData(['accounts', 'list'])).toBeUndefined();
});

test('a refused switch says why and stays', async () => {
  jest.spyOn(workspacesApi, 'list').mockResolvedValue({ workspaces: [{ ...mine, current: true }, { ...theirs, current: false }] });
  jest.spyOn(workspacesApi, 'switchTo').mockRejectedValue(new ApiError('Bạn không còn là thành viên của không gian này', 403));
  const { onSwitched, notifications } = renderSwitcher();
  await pick(setupUser(), await screen.findByRole('combobox', { name: 'Chuyển không gian làm việc' }), 'Shop Bình');
  await waitFor(() => expect(notifications().map((n) => n.message)).toEqual(['Bạn không còn là thành viên của không gian này']));
  expect(onSwitched).not.toHaveBeenCalled();
});

test('the select names the session’s workspace even when the list does not hold it (never its id)', async () => {
  jest.spyOn(workspacesApi, 'list').mockResolvedValue({ workspaces: [{ ...theirs, current: false }, { id: 'w3', name: 'Shop Chi', role: 'ADMIN', current: false }] });
  renderSwitcher();
  await screen.findByRole('combobox', { name: 'Chuyển không gian làm việc' });
  expect(screen.getByTitle('Cửa hàng An')).toBeInTheDocument();
  expect(screen.queryByText('w1')).not.toBeInTheDocument();
});
