import { JUST_LOGGED_IN_MARKER_MS, type User } from 'shared-sdk/sign-in';

const MARKER_KEY = 'auth_just_signed_in';

export type SignInKind = 'login' | 'register';

interface Marker {
  kind: SignInKind;
  at: number;
  user: User;
}

export function markJustSignedIn(kind: SignInKind, user: User): void {
  try {
    sessionStorage.setItem(MARKER_KEY, JSON.stringify({ kind, at: Date.now(), user } satisfies Marker));
  } catch {
    /* storage unavailable: the next check simply runs */
  }
}

/** Reads and removes the marker; gives it back only while it is younger than 3 s. */
export function takeJustSignedIn(now: number = Date.now()): Marker | null {
  try {
    const raw = sessionStorage.getItem(MARKER_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(MARKER_KEY);
    const marker = JSON.parse(raw) as Marker;
    const age = now - marker.at;
    return age >= 0 && age < JUST_LOGGED_IN_MARKER_MS ? marker : null;
  } catch {
    return null;
  }
}
