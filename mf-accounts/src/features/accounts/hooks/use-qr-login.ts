import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_POLL_MAX_MS, QR_SUCCESS_CLOSE_MS, type QrLoginStart, type QrStatus } from 'shared-sdk';
import { useQrLoginStatus } from '../api/get-qr-login-status';
import { useStartQrLogin } from '../api/start-qr-login';
import { QR_TEXTS } from '../texts';
import { failureText } from '../utils/account-rules';

/** Where the QR login stands, for the modal. */
export type QrPhase = 'starting' | 'failed' | 'waiting' | 'success' | 'expired';

export interface QrLoginState {
  phase: QrPhase;
  /** The PNG in base64 once a QR exists. */
  qrCodeBase64: string | null;
  /** While waiting: PENDING (not scanned yet) or SCANNED (being confirmed). */
  status: Extract<QrStatus, 'PENDING' | 'SCANNED'>;
  /** Who scanned, once known. */
  scannedBy?: string;
  /** Why starting failed, or the server's reason for an ERROR. */
  error?: string;
  /** After SUCCESS, until the modal closes itself: closing is not offered. */
  closing: boolean;
}

export interface UseQrLoginOptions {
  /** Called once when the login succeeds. */
  onSuccess?: () => void;
  /** Called 2 s after success: the modal closes. */
  onClose: () => void;
}

/**
 * A QR login of one account: starts at once; polls every 1.5 s; SUCCESS stops,
 * reports and closes after 2 s; EXPIRED, ERROR or 5 minutes without an end stop with the expired
 * message; `retry` starts a new login.
 */
export function useQrLogin(accountId: string, { onSuccess, onClose }: UseQrLoginOptions) {
  const { mutate: startLogin } = useStartQrLogin();
  const [login, setLogin] = useState<QrLoginStart | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [closing, setClosing] = useState(false);
  const attempt = useRef(0);

  const begin = useCallback(() => {
    attempt.current += 1;
    const current = attempt.current;
    setLogin(null);
    setStartError(null);
    setTimedOut(false);
    startLogin(accountId, {
      onSuccess: (result) => {
        if (current !== attempt.current) return;
        if (!result?.loginRequestId) setStartError(QR_TEXTS.noLoginRequestId);
        else setLogin(result);
      },
      onError: (error) => {
        if (current === attempt.current) setStartError(failureText(error, QR_TEXTS.startFailed, QR_TEXTS.startNetworkError));
      },
    });
  }, [accountId, startLogin]);

  // Start once when shown (a ref, so a development double effect does not start twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin();
  }, [begin]);

  const loginRequestId = login?.loginRequestId ?? null;
  const poll = useQrLoginStatus(accountId, loginRequestId, !timedOut && !closing);
  const status = poll.data?.status;

  // The 5-minute cap, counted from each new QR.
  useEffect(() => {
    if (!loginRequestId) return;
    const timer = setTimeout(() => setTimedOut(true), QR_POLL_MAX_MS);
    return () => clearTimeout(timer);
  }, [loginRequestId]);

  // SUCCESS: report once, then close after 2 s.
  const callbacks = useRef({ onSuccess, onClose });
  callbacks.current = { onSuccess, onClose };
  const succeededFor = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'SUCCESS' || !loginRequestId || succeededFor.current === loginRequestId) return;
    succeededFor.current = loginRequestId;
    setClosing(true);
    callbacks.current.onSuccess?.();
  }, [status, loginRequestId]);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => callbacks.current.onClose(), QR_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  let phase: QrPhase;
  if (startError) phase = 'failed';
  else if (!login) phase = 'starting';
  else if (status === 'SUCCESS') phase = 'success';
  else if (status === 'EXPIRED' || status === 'ERROR' || timedOut) phase = 'expired';
  else phase = 'waiting';

  const state: QrLoginState = {
    phase,
    qrCodeBase64: login?.qrCodeBase64 ?? null,
    status: status === 'SCANNED' ? 'SCANNED' : 'PENDING',
    scannedBy: poll.data?.displayName,
    error: startError ?? (status === 'ERROR' ? poll.data?.error : undefined),
    closing,
  };
  return { state, retry: begin };
}
