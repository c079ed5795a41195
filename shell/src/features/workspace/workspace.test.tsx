import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { Route, Routes } from 'react-router-dom';
import { ApiError, authApi, queryKeys, teamApi, tokenStore } from 'shared-sdk';
import { renderWithApp, setupUser, testQueryClient } from 'shared-sdk/testing';
import { sessionAtom } from '../session';
import { JoinInvitationPage } from './join-invitation-page';
import { RoleGate } from './role-gate';
import { useSeedWorkspace } from './use-seed-workspace';
import { useSessionEndOnUnauthorized } from './use-session-end';

const person = { id: 'u1', email: 'an@example.com' };
const workspaceOf = (role: 'OWNER' | 'ADMIN' | 'AGENT') => ({ id: 'w1', name: 'Cửa hàng An', role, accountIds: role === 'AGENT' ? ['a1'] : null });

function renderGate(role: 'OWNER' | 'ADMIN' | 'AGENT', roles: Array<'OWNER' | 'ADMIN' | 'AGENT'> | undefined) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.auth.me(), { user: person, workspace: workspaceOf(role) });
  renderWithApp(
    <RoleGate roles={roles}>
      <p>the page</p>
    </RoleGate>,
    { queryClient },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('a page only owners and admins may open: an agent gets the refusal, who may and their own role', () => {
  renderGate('AGENT', ['OWNER', 'ADMIN']);
  expect(screen.queryByText('the page')).not.toBeInTheDocument();
  expect(screen.getByText('Bạn không có quyền mở trang này')).toBeInTheDocument();
  expect(screen.getByText(/Chỉ chủ sở hữu hoặc quản trị viên xem được trang này/)).toBeInTheDocument();
  expect(screen.getByText(/Vai trò của bạn: Nhân viên\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Về trang Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test('billing is the owner’s: an admin is refused, the owner sees the page; a page without roles is everyone’s', () => {
  renderGate('ADMIN', ['OWNER']);
  expect(screen.getByText(/Chỉ chủ sở hữu xem được trang này/)).toBeInTheDocument();
  renderGate('OWNER', ['OWNER']);
  expect(screen.getByText('the page')).toBeInTheDocument();
  renderGate('AGENT', undefined);
  expect(screen.getAllByText('the page')).toHaveLength(2);
});

function SessionProbe() {
  useSeedWorkspace();
  useSessionEndOnUnauthorized();
  const me = useQuery({ queryKey: queryKeys.auth.me(), queryFn: () => authApi.me(), staleTime: Infinity });
  const jobs = useQuery({ queryKey: ['jobs', 'probe'], queryFn: () => Promise.reject(new ApiError('Unauthorized', 401)) });
  return (
    <p>
      {me.data?.workspace?.name ?? 'no workspace'} / {jobs.isError ? 'jobs failed' : 'jobs'}
    </p>
  );
}

test('the start-up check’s workspace is what react-query’s auth.me holds, so nothing asks /auth/me again', () => {
  const me = jest.spyOn(authApi, 'me');
  const store = createStore();
  store.set(sessionAtom, { user: person, workspace: workspaceOf('ADMIN'), loading: false });
  const queryClient = testQueryClient();
  function Reader() {
    useSeedWorkspace();
    const { data } = useQuery({ queryKey: queryKeys.auth.me(), queryFn: () => authApi.me(), staleTime: Infinity });
    return <p>{data?.workspace ? `${data.workspace.name} ${data.workspace.role}` : 'nothing'}</p>;
  }
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Reader />
      </QueryClientProvider>
    </Provider>,
  );
  expect(screen.getByText('Cửa hàng An ADMIN')).toBeInTheDocument();
  expect(me).not.toHaveBeenCalled();
});

test('a 401 once the token refresh failed (a removed member): signed out here, with a Vietnamese message', async () => {
  tokenStore.clear();
  const { store, notifications } = renderWithApp(<SessionProbe />);
  act(() => store.set(sessionAtom, { user: person, loading: false }));
  await waitFor(() => expect(store.get(sessionAtom).user).toBeNull());
  expect(notifications().map((n) => n.message)).toEqual([
    'Phiên đăng nhập đã kết thúc (bạn đã bị đăng xuất hoặc không còn là thành viên). Vui lòng đăng nhập lại.',
  ]);
});

test('a 401 while a token is still stored (an expired access token, renewed by the next call) signs nobody out', async () => {
  tokenStore.set('still-here');
  jest.spyOn(authApi, 'me').mockResolvedValue({ user: person, workspace: workspaceOf('OWNER') });
  const { store, notifications } = renderWithApp(<SessionProbe />);
  act(() => store.set(sessionAtom, { user: person, loading: false }));
  expect(await screen.findByText(/jobs failed/)).toBeInTheDocument();
  expect(store.get(sessionAtom).user).toEqual(person);
  expect(notifications()).toHaveLength(0);
});

test('/invite/<token> signed in: what the link offers, then "Tham gia" stores the new session and opens the dashboard', async () => {
  jest.spyOn(teamApi, 'previewInvitation').mockResolvedValue({
    invitation: { workspaceName: 'Cửa hàng Bình', email: 'an@example.com', role: 'ADMIN', invitedBy: 'binh@example.com', expiresAt: '2026-12-04T00:00:00Z' },
  });
  const accept = jest.spyOn(teamApi, 'acceptInvitation').mockResolvedValue({ user: person, tokens: { accessToken: 'joined' } });
  const onJoined = jest.fn();
  const queryClient = testQueryClient();
  queryClient.setQueryData(['accounts', 'list'], [{ id: 'old' }]);
  renderWithApp(
    <Routes>
      <Route path="/invite/:token" element={<JoinInvitationPage onJoined={onJoined} />} />
    </Routes>,
    { url: '/invite/tok9', queryClient },
  );
  expect(await screen.findByText('Bạn được mời tham gia Cửa hàng Bình với vai trò Quản trị viên')).toBeInTheDocument();
  await setupUser().click(screen.getByRole('button', { name: 'Tham gia' }));
  await waitFor(() => expect(onJoined).toHaveBeenCalled());
  expect(accept).toHaveBeenCalledWith('tok9');
  expect(tokenStore.get()).toBe('joined');
  expect(queryClient.getQueryData(['accounts', 'list'])).toBeUndefined();
});

test('/invite/<token> with a link that does not work says so', async () => {
  jest.spyOn(teamApi, 'previewInvitation').mockRejectedValue(new ApiError('', 404));
  renderWithApp(
    <Routes>
      <Route path="/invite/:token" element={<JoinInvitationPage onJoined={jest.fn()} />} />
    </Routes>,
    { url: '/invite/bad' },
  );
  expect(await screen.findByText('Lời mời không hợp lệ, đã hết hạn hoặc đã được dùng')).toBeInTheDocument();
});
