import { deriveKey } from '../../security/app-secret';

export interface PayosCredentials {
  clientId: string;
  apiKey: string;
  checksumKey: string;
}

const derived = (appSecret: string, purpose: string) => Buffer.from(deriveKey(appSecret, purpose)).toString('hex');

/**
 * The simulator's keys, all derived from the app secret (generated per data folder unless APP_SECRET is
 * set), so that nobody can call its API or forge a simulator webhook (which would activate a plan) without it.
 */
export function simulatorCredentials(appSecret: string): PayosCredentials {
  return {
    clientId: derived(appSecret, 'payos-simulator-client-id').slice(0, 32),
    apiKey: derived(appSecret, 'payos-simulator-api-key'),
    checksumKey: derived(appSecret, 'payos-simulator-checksum'),
  };
}
