import { deriveKey } from '../../security/app-secret';

export interface PayosCredentials {
  clientId: string;
  apiKey: string;
  checksumKey: string;
}

/**
 * The simulator's keys. The ids are fixed; the checksum key comes from the app secret so that nobody
 * can forge a simulator webhook (which would activate a plan) without it.
 */
export function simulatorCredentials(appSecret: string): PayosCredentials {
  return {
    clientId: 'payos-simulator-client',
    apiKey: 'payos-simulator-api-key',
    checksumKey: Buffer.from(deriveKey(appSecret, 'payos-simulator-checksum')).toString('hex'),
  };
}
