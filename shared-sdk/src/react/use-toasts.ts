import { App } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { NOTIFICATION_DEFAULT_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '../constants';
import { notificationHostsAtom, useNotify } from '../notifications/notifications';

export interface Toasts {
  success: (text: string) => void;
  error: (text: string) => void;
  warning: (text: string) => void;
  info: (text: string) => void;
}

/**
 * Toasts with the spec's durations: 3 s for success, 5 s for errors, 4 s otherwise. In the app
 * they are the app's notifications (shared-sdk/src/notifications), drawn by the shell's list at the top
 * right, like every other notification. A remote on its own (its dev frame, Storybook, a component test)
 * has no such list, and there antd's message shows them.
 */
export function useToasts(): Toasts {
  const { message } = App.useApp();
  const notify = useNotify();
  const hosted = useAtomValue(notificationHostsAtom) > 0;
  return useMemo(
    () =>
      hosted
        ? {
            success: (text) => void notify.success(text),
            error: (text) => void notify.error(text),
            warning: (text) => void notify.warning(text),
            info: (text) => void notify.info(text),
          }
        : {
            success: (text) => void message.success(text, TOAST_SUCCESS_DURATION_MS / 1000),
            error: (text) => void message.error(text, TOAST_ERROR_DURATION_MS / 1000),
            warning: (text) => void message.warning(text, NOTIFICATION_DEFAULT_DURATION_MS / 1000),
            info: (text) => void message.info(text, NOTIFICATION_DEFAULT_DURATION_MS / 1000),
          },
    [hosted, message, notify],
  );
}
