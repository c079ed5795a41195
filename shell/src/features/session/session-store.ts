import { atom } from 'jotai';
import { authApi, tokenStore, type AuthResult, type User } from 'shared-sdk';
import { markJustSignedIn, takeJustSignedIn } from './session-marker';

export interface SessionState {
  user: User | null;
  loading: boolean;
}

export const sessionAtom = atom<SessionState>({ user: null, loading: true });

const checkStartedAtom = atom(false);

/** The start-up check of spec §4; runs once per store, however often it is asked for. */
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
    const { user } = await authApi.me();
    set(sessionAtom, { user, loading: false });
  } catch {
    tokenStore.clear();
    set(sessionAtom, { user: null, loading: false });
  }
});

export interface Credentials {
  email: string;
  password: string;
}

export const loginAtom = atom(null, async (_get, set, credentials: Credentials): Promise<AuthResult> => {
  const result = await authApi.login(credentials);
  if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
  set(checkStartedAtom, true);
  set(sessionAtom, { user: result.user, loading: false });
  markJustSignedIn('login', result.user);
  return result;
});

export const registerAtom = atom(null, async (_get, set, credentials: Credentials): Promise<AuthResult> => {
  const result = await authApi.register(credentials);
  if (result.tokens?.accessToken) tokenStore.set(result.tokens.accessToken);
  set(checkStartedAtom, true);
  set(sessionAtom, { user: result.user, loading: false });
  markJustSignedIn('register', result.user);
  return result;
});

/** Returns whether the server call succeeded; the local session is cleared either way. */
export const logoutAtom = atom(null, async (_get, set): Promise<boolean> => {
  let ok = true;
  try {
    await authApi.logout();
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
