import type { SimulatorPlatform } from '../platform';
import { bearer, type SignedInUser, type TestApp } from './test-app';
import { until } from './until';

export interface SimAccount {
  id: string;
  displayName: string;
  /** The simulated Zalo user the account logged in as. */
  zaloUserId: string;
}

export { until };

/** Creates an account for `user` and logs it in by QR as the simulated Zalo user `zaloUserId`. */
export async function loginSimAccount(
  t: TestApp,
  platform: SimulatorPlatform,
  user: SignedInUser,
  zaloUserId: string,
  displayName = 'Shop',
): Promise<SimAccount> {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(user.token), payload });
    return response.json().data;
  };
  const account = await call('POST', '/accounts', { displayName });
  const started = await call('POST', `/bots/${account.id}/login/qr/start?t=1`);
  const qrId = platform.qr.pendingIds().at(-1) as string;
  await platform.qr.scan(qrId, zaloUserId);
  await platform.qr.confirm(qrId);
  await until(() => call('GET', `/bots/${account.id}/login/qr/status?loginRequestId=${started.loginRequestId}`), (s) => s.status === 'SUCCESS');
  return { id: account.id, displayName, zaloUserId };
}
