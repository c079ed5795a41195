import { AUTH_TOKEN_STORAGE_KEY } from '../constants';

/** The access token lives in localStorage under `auth_token`. */
export const tokenStore = {
  get(): string | null {
    try {
      return globalThis.localStorage?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  },
  set(token: string): void {
    globalThis.localStorage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    globalThis.localStorage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
  },
};
