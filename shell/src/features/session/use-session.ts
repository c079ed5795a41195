import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { type AuthResult, errorMessage, useNotify } from 'shared-sdk/sign-in';
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

/** A login's or register's outcome for the page, said in a notification too (the server's text on failure, else `failed`). */
async function outcomeOf(
  call: Promise<AuthResult>,
  notify: ReturnType<typeof useNotify>,
  texts: { success: string; failed: string },
): Promise<AuthOutcome> {
  try {
    const result = await call;
    notify.success(texts.success);
    return { ok: true, hasToken: Boolean(result.tokens?.accessToken) };
  } catch (error) {
    const text = errorMessage(error, texts.failed);
    notify.error(text);
    return { ok: false, error: text };
  }
}

export function useSession() {
  const { user, loading } = useAtomValue(sessionAtom);
  const signIn = useSetAtom(loginAtom);
  const signUp = useSetAtom(registerAtom);
  const signOut = useSetAtom(logoutAtom);
  const notify = useNotify();

  const login = useCallback(
    (email: string, password: string) =>
      outcomeOf(signIn({ email, password }), notify, { success: SESSION_TEXTS.loginSuccess, failed: SESSION_TEXTS.loginFailed }),
    [signIn, notify],
  );

  const register = useCallback(
    (email: string, password: string, inviteToken?: string) =>
      outcomeOf(signUp({ email, password, ...(inviteToken && { inviteToken }) }), notify, {
        success: SESSION_TEXTS.registerSuccess,
        failed: SESSION_TEXTS.registerFailed,
      }),
    [signUp, notify],
  );

  const logout = useCallback(async (options: { everywhere?: boolean } = {}) => {
    const ok = await signOut(options);
    if (ok) notify.success(SESSION_TEXTS.logoutSuccess);
    else notify.error(SESSION_TEXTS.logoutFailed);
  }, [signOut, notify]);

  return useMemo(() => ({ user, loading, login, register, logout }), [user, loading, login, register, logout]);
}
