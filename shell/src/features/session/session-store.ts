import { atom } from 'jotai';
import type { CurrentWorkspace } from 'shared-sdk';
import { ApiError, authApi, tokenStore, type AuthResult, type User } from 'shared-sdk/sign-in';
import { markJustSignedIn, type SignInKind, takeJustSignedIn } from './session-marker';

export interface SessionState {
  user: User | null;
  loading: boolean;
  /**
   * The session's workspace and the person's role in it, as the start-up check's /auth/me answered (absent after a
   * login, whose answer has none): the signed-in area seeds react-query's `queryKeys.auth.me()` with it, which
   * `useWorkspaceAccess()` and the shell read from then on.
   */
  workspace?: CurrentWorkspace;
}

/** /auth/me's answer: the person and the session's workspace. */
export interface WhoAmI {
  user: User;
  workspace?: CurrentWorkspace;
}

export const sessionAtom = atom<SessionState>({ user: null, loading: true });

const checkStartedAtom = atom(false);

/** The start-up check (is the stored token still valid?); runs once per store, however often it is asked for. */
export const checkSessionAtom = atom(null, async (get, set) => {
  if (get(checkStartedAtom)) return;
  set(checkStartedAtom, true);

  const marker = takeJustSignedIn();
  if (marker) {
    set(sessionAtom, { user: get(sessionAtom).user ?? marker.user, loading: false });
    return;
  }
  if (!tokenStore.get()) {
    set(sessionAtom, { user: null, loading: false });
    return;
  }
  try {
    const me = await whoAmI();
    set(sessionAtom, { user: me.user, workspace: me.workspace, loading: false });
  } catch {
    tokenStore.clear();
    set(sessionAtom, { user: null, loading: false });
  }
});

/**
 * /auth/me itself is never refreshed by the client, but an access token lives minutes and
 * the refresh cookie weeks: an expired token at start-up is renewed once so a reload keeps the session.
 */
export async function whoAmI(): Promise<WhoAmI> {
  try {
    return await authApi.me();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const { tokens } = await authApi.refresh().catch((refreshError: unknown) => {
      tokenStore.clear();
      throw refreshError;
    });
    tokenStore.set(tokens.accessToken);
    return await authApi.me();
  }
}

export interface Credentials {
  email: string;
  password: string;
  /** An invitation link's token: the registration joins that workspace. */
  inviteToken?: string;
}

/** Signs in with the answer of a login or register call: keeps its token, sets the user, marks the sign-in for a reload. */
function signInAtom(kind: SignInKind, call: (credentials: Credentials) => Promise<AuthResult>) {
  return atom(null, async (_get, set, credentials: Credentials): Promise<AuthResult> => {
    const result = await call(credentials);
    if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
    set(checkStartedAtom, true);
    set(sessionAtom, { user: result.user, loading: false });
    markJustSignedIn(kind, result.user);
    return result;
  });
}

export const loginAtom = signInAtom('login', (credentials) => authApi.login(credentials));

export const registerAtom = signInAtom('register', (credentials) => authApi.register(credentials));

/**
 * The server no longer knows the session (the refresh failed: the person was removed from the workspace, or every
 * session was ended elsewhere): forget it here without calling the server, which would refuse too. The guards then
 * send the person to /login.
 */
export const sessionEndedAtom = atom(null, (_get, set) => {
  tokenStore.clear();
  set(sessionAtom, { user: null, loading: false });
});

/**
 * Ends this session, or with `everywhere` every session of the user on every device. Returns whether the server
 * call succeeded; the local session is cleared either way.
 */
export const logoutAtom = atom(null, async (_get, set, options: { everywhere?: boolean } = {}): Promise<boolean> => {
  let ok = true;
  try {
    await (options.everywhere ? authApi.logoutEverywhere() : authApi.logout());
  } catch {
    ok = false;
  }
  tokenStore.clear();
  try {
    sessionStorage.clear();
  } catch {
    /* nothing stored */
  }
  set(sessionAtom, { user: null, loading: false });
  return ok;
});
