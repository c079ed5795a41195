import { randomUUID } from 'node:crypto';
import { type LoginQRCallbackEvent, LoginQRCallbackEventType } from 'zca-js';
import { PlatformError } from '../errors';
import type { QrLogin, QrLoginEvent } from '../gateway';
import type { Credentials, Profile } from '../types';
import type { ZaloClient, ZcaApi } from './client';
import { ZcaSession } from './session';
import { toPlatformError } from './errors';

/**
 * Runs zca-js's loginQR and turns its callback into QrLoginEvents. zca-js leaves its promise pending after
 * an expired or declined QR unless someone aborts, so this aborts there; it also aborts on cancel().
 */
export function runQrLogin(
  client: ZaloClient,
  userAgent: string | undefined,
  onEvent: (event: QrLoginEvent) => void,
  release: () => void,
): QrLogin {
  let abort: (() => unknown) | null = null;
  let credentials: Credentials | null = null;
  let scannedProfile: Omit<Profile, 'userId'> = { displayName: '', avatar: '', phone: null };
  let ended = false;

  const end = (event?: QrLoginEvent) => {
    if (ended) return;
    ended = true;
    abort?.();
    release();
    if (event) emit(onEvent, event);
  };

  const onZcaEvent = (event: LoginQRCallbackEvent) => {
    if (ended) return;
    switch (event.type) {
      case LoginQRCallbackEventType.QRCodeGenerated:
        abort = event.actions.abort;
        emit(onEvent, { type: 'generated', imageBase64: event.data.image });
        return;
      case LoginQRCallbackEventType.QRCodeScanned:
        scannedProfile = { displayName: event.data.display_name, avatar: event.data.avatar, phone: null };
        emit(onEvent, { type: 'scanned', displayName: event.data.display_name, avatar: event.data.avatar });
        return;
      case LoginQRCallbackEventType.QRCodeExpired:
        abort = event.actions.abort;
        return end({ type: 'expired' });
      case LoginQRCallbackEventType.QRCodeDeclined:
        abort = event.actions.abort;
        return end({ type: 'declined' });
      case LoginQRCallbackEventType.GotLoginInfo:
        credentials = { cookie: event.data.cookie, imei: event.data.imei, userAgent: event.data.userAgent };
        return;
    }
  };

  client.loginQR({ userAgent, language: 'vi' }, onZcaEvent).then(
    async (api) => {
      if (ended) return;
      if (!credentials) return end({ type: 'failed', error: new PlatformError('LOGIN_FAILED', 'Zalo gave no login info') });
      const profile = await profileAfterQr(api, scannedProfile);
      end({ type: 'logged-in', credentials, profile });
    },
    (error: unknown) => end({ type: 'failed', error: toPlatformError(error) }),
  );

  return { id: randomUUID(), cancel: () => end() };
}

/** The full profile when Zalo answers, else what the scan showed: the login itself has succeeded. */
async function profileAfterQr(api: ZcaApi, scanned: Omit<Profile, 'userId'>): Promise<Profile> {
  const session = new ZcaSession(api);
  return session.getProfile().catch(() => ({ userId: session.userId, ...scanned }));
}

function emit(onEvent: (event: QrLoginEvent) => void, event: QrLoginEvent): void {
  try {
    onEvent(event);
  } catch {
    // A failing listener must not stop the login flow.
  }
}
