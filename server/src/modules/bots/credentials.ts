import type { SecretBox } from '../../security/secret-box';
import type { Credentials } from '../../platform/types';

/** An account's platform session (cookie, imei, user agent), sealed at rest and bound to its account. */
export function createCredentialStore(box: SecretBox) {
  const context = (accountId: string) => `account-credentials:${accountId}`;
  return {
    seal: (accountId: string, credentials: Credentials): string => box.seal(JSON.stringify(credentials), context(accountId)),
    /** Null when there is nothing stored or it no longer opens (another APP_SECRET). */
    open(accountId: string, sealed: string | null): Credentials | null {
      if (!sealed) return null;
      try {
        return JSON.parse(box.open(sealed, context(accountId))) as Credentials;
      } catch {
        return null;
      }
    },
  };
}
export type CredentialStore = ReturnType<typeof createCredentialStore>;
