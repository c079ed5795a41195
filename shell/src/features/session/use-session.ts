import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { errorMessage, useNotify } from 'shared-sdk/sign-in';
import { checkSessionAtom, loginAtom, logoutAtom, registerAtom, sessionAtom } from './session-store';

export type AuthOutcome = { ok: true; hasToken: boolean } | { ok: false; error: string };

export const SESSION_TEXTS = {
  loginSuccess: 'Đăng nhập thành công!',
  loginFailed: 'Đăng nhập thất bại',
  registerSuccess: 'Đăng ký thành công!',
  registerFailed: 'Đăng ký thất bại',
  logoutSuccess: 'Đăng xuất thành công!',
  logoutFailed: 'Có lỗi khi đăng xuất',
} as const;

/** Starts the session check once at app start; mount it near the root. */
export function useSessionCheck(): void {
  const check = useSetAtom(checkSessionAtom);
  useEffect(() => {
    void check();
  }, [check]);
}

export function useSession() {
  const { user, loading } = useAtomValue(sessionAtom);
  const signIn = useSetAtom(loginAtom);
  const signUp = useSetAtom(registerAtom);
  const signOut = useSetAtom(logoutAtom);
  const notify = useNotify();

  const login = useCallback(
    async (email: string, password: string): Promise<AuthOutcome> => {
      try {
        const result = await signIn({ email, password });
        notify.success(SESSION_TEXTS.loginSuccess);
        return { ok: true, hasToken: Boolean(result.tokens?.accessToken) };
      } catch (error) {
        const text = errorMessage(error, SESSION_TEXTS.loginFailed);
        notify.error(text);
        return { ok: false, error: text };
      }
    },
    [signIn, notify],
  );

  const register = useCallback(
    async (email: string, password: string): Promise<AuthOutcome> => {
      try {
        const result = await signUp({ email, password });
        notify.success(SESSION_TEXTS.registerSuccess);
        return { ok: true, hasToken: Boolean(result.tokens?.accessToken) };
      } catch (error) {
        const text = errorMessage(error, SESSION_TEXTS.registerFailed);
        notify.error(text);
        return { ok: false, error: text };
      }
    },
    [signUp, notify],
  );

  const logout = useCallback(async (options: { everywhere?: boolean } = {}) => {
    const ok = await signOut(options);
    if (ok) notify.success(SESSION_TEXTS.logoutSuccess);
    else notify.error(SESSION_TEXTS.logoutFailed);
  }, [signOut, notify]);

  return useMemo(() => ({ user, loading, login, register, logout }), [user, loading, login, register, logout]);
}
