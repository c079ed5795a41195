import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { ApiError, authApi, notificationsAtom, tokenStore } from 'shared-sdk';
import { markJustSignedIn, type SignInKind } from './session-marker';
import { checkSessionAtom, sessionAtom } from './session-store';
import { useSession, useSessionCheck } from './use-session';

const user = { id: 'u1', email: 'an@example.com', role: 'USER' };

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

const messages = (store: ReturnType<typeof createStore>) => store.get(notificationsAtom).map((n) => n.message);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.restoreAllMocks();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('session check', () => {
  test('without a token the user is anonymous and the server is not asked', async () => {
    const me = jest.spyOn(authApi, 'me');
    const { store } = setup();
    expect(store.get(sessionAtom).loading).toBe(true);
    await store.set(checkSessionAtom);
    expect(store.get(sessionAtom)).toEqual({ user: null, loading: false });
    expect(me).not.toHaveBeenCalled();
  });

  test('runs once however often the hook mounts', async () => {
    tokenStore.set('t1');
    const me = jest.spyOn(authApi, 'me').mockResolvedValue({ user });
    const { wrapper } = setup();
    const { result, rerender } = renderHook(
      () => {
        useSessionCheck();
        useSessionCheck();
        return useSession();
      },
      { wrapper },
    );
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender();
    expect(result.current.user).toEqual(user);
    expect(me).toHaveBeenCalledTimes(1);
  });

  test('a failing check clears the user and the token', async () => {
    tokenStore.set('expired');
    jest.spyOn(authApi, 'me').mockRejectedValue(new ApiError('Unauthorized', 401));
    const refresh = jest.spyOn(authApi, 'refresh').mockRejectedValue(new ApiError('Unauthorized', 401));
    const { store } = setup();
    await store.set(checkSessionAtom);
    expect(store.get(sessionAtom)).toEqual({ user: null, loading: false });
    expect(tokenStore.get()).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('an expired access token is renewed once with the refresh cookie, so a reload keeps the session', async () => {
    tokenStore.set('expired');
    const me = jest
      .spyOn(authApi, 'me')
      .mockRejectedValueOnce(new ApiError('Unauthorized', 401))
      .mockResolvedValueOnce({ user });
    jest.spyOn(authApi, 'refresh').mockResolvedValue({ tokens: { accessToken: 'fresh' } });
    const { store } = setup();
    await store.set(checkSessionAtom);
    expect(store.get(sessionAtom)).toEqual({ user, loading: false });
    expect(tokenStore.get()).toBe('fresh');
    expect(me).toHaveBeenCalledTimes(2);
  });

  test('a server error at start-up does not try a refresh', async () => {
    tokenStore.set('t1');
    jest.spyOn(authApi, 'me').mockRejectedValue(new ApiError('Lỗi máy chủ', 500));
    const refresh = jest.spyOn(authApi, 'refresh');
    const { store } = setup();
    await store.set(checkSessionAtom);
    expect(refresh).not.toHaveBeenCalled();
    expect(store.get(sessionAtom).user).toBeNull();
  });

  /** A stored token and a sign-in marker `elapsed` ms old, then the start-up check. */
  async function checkAfterSignIn(kind: SignInKind, elapsed: number) {
    jest.useFakeTimers();
    tokenStore.set('t1');
    const me = jest.spyOn(authApi, 'me').mockResolvedValue({ user });
    markJustSignedIn(kind, user);
    jest.advanceTimersByTime(elapsed);
    const { store } = setup();
    await store.set(checkSessionAtom);
    return { me, store };
  }

  test('the just-signed-in marker skips the next check within 3 s', async () => {
    const { me, store } = await checkAfterSignIn('login', 2_999);
    expect(me).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toEqual({ user, loading: false });

    const next = setup().store;
    await next.set(checkSessionAtom);
    expect(me).toHaveBeenCalledTimes(1);
  });

  test('the marker no longer skips after 3 s', async () => {
    const { me, store } = await checkAfterSignIn('register', 3_000);
    expect(me).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom).user).toEqual(user);
  });
});

describe('login, register, logout', () => {
  test('login stores the token, sets the user and toasts', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    let outcome;
    await act(async () => {
      outcome = await result.current.login('an@example.com', 'secret');
    });
    expect(outcome).toEqual({ ok: true, hasToken: true });
    expect(tokenStore.get()).toBe('abc');
    expect(result.current.user).toEqual(user);
    expect(messages(store)).toEqual(['Đăng nhập thành công!']);
    expect(sessionStorage.length).toBe(1);
  });

  test('login failure shows the server text, else the generic text', async () => {
    const login = jest.spyOn(authApi, 'login').mockRejectedValueOnce(new ApiError('Sai email hoặc mật khẩu', 401));
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      expect(await result.current.login('a@b.vn', 'x')).toEqual({ ok: false, error: 'Sai email hoặc mật khẩu' });
    });
    login.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      expect(await result.current.login('a@b.vn', 'x')).toEqual({ ok: false, error: 'Đăng nhập thất bại' });
    });
    expect(messages(store)).toEqual(['Sai email hoặc mật khẩu', 'Đăng nhập thất bại']);
    expect(result.current.user).toBeNull();
  });

  test('register without a token sets the user and stores nothing', async () => {
    jest.spyOn(authApi, 'register').mockResolvedValue({ user });
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      expect(await result.current.register('an@example.com', '12345678')).toEqual({ ok: true, hasToken: false });
    });
    expect(result.current.user).toEqual(user);
    expect(tokenStore.get()).toBeNull();
    expect(messages(store)).toEqual(['Đăng ký thành công!']);
  });

  test('register failure falls back to the generic text', async () => {
    jest.spyOn(authApi, 'register').mockRejectedValue(new ApiError('', 500));
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.register('an@example.com', '12345678');
    });
    expect(messages(store)).toEqual(['Đăng ký thất bại']);
  });

  test('logout clears everything even when the server call fails', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
    const logout = jest.spyOn(authApi, 'logout').mockRejectedValue(new ApiError('down', 503));
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.login('an@example.com', 'secret');
    });
    sessionStorage.setItem('something', '1');
    await act(async () => {
      await result.current.logout();
    });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(result.current.user).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(messages(store)).toContain('Có lỗi khi đăng xuất');
  });

  test('a successful logout toasts success', async () => {
    jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.logout();
    });
    expect(messages(store)).toEqual(['Đăng xuất thành công!']);
  });

  test('logging out everywhere asks the server to end every session and clears this one', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue({ user, tokens: { accessToken: 'abc' } });
    const logout = jest.spyOn(authApi, 'logout').mockResolvedValue(undefined);
    const everywhere = jest.spyOn(authApi, 'logoutEverywhere').mockResolvedValue(null);
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(async () => {
      await result.current.login('an@example.com', 'secret');
    });
    await act(async () => {
      await result.current.logout({ everywhere: true });
    });
    expect(everywhere).toHaveBeenCalledTimes(1);
    expect(logout).not.toHaveBeenCalled();
    expect(result.current.user).toBeNull();
    expect(tokenStore.get()).toBeNull();
    expect(messages(store)).toContain('Đăng xuất thành công!');
  });
});
