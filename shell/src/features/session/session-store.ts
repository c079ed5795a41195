import { atom } from 'jotai';
import { ApiError, authApi, tokenStore, type AuthResult, type User } from 'shared-sdk/sign-in';
import { markJustSignedIn, type SignInKind, takeJustSignedIn } from './session-marker';

export interface SessionState {
  user: User | null;
  loading: boolean;
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
    set(sessionAtom, { user: await whoAmI(), loading: false });
  } catch {
    tokenStore.clear();
    set(sessionAtom, { user: null, loading: false });
  }
});

/**
 * /auth/me itself is never refreshed by the client, but an access token lives minutes and
 * the refresh cookie weeks: an expired token at start-up is renewed once so a reload keeps the session.
 */
async function whoAmI(): Promise<User> {
  try {
    return (await authApi.me()).user;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const { tokens } = await authApi.refresh();
    tokenStore.set(tokens.accessToken);
    return (await authApi.me()).user;
  }
}

export interface Credentials {
  email: string;
  password: string;
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
