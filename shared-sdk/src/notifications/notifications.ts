import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import {
  NOTIFICATION_DEFAULT_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
} from '../constants';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface AppNotification {
  id: string;
  type: NotificationType;
  message: string;
  title?: string;
  /** Milliseconds until it is removed on its own; 0 or less keeps it until removed. */
  duration: number;
  createdAt: number;
}

export interface NewNotification {
  type: NotificationType;
  message: string;
  title?: string;
  duration?: number;
}

/** Lives in the jotai store the shell provides, so every remote shares one list. */
export const notificationsAtom = atom<AppNotification[]>([]);

let sequence = 0;

export const removeNotificationAtom = atom(null, (_get, set, id: string) => {
  set(notificationsAtom, (list) => list.filter((n) => n.id !== id));
});

export const clearNotificationsAtom = atom(null, (_get, set) => set(notificationsAtom, []));

export const addNotificationAtom = atom(null, (_get, set, input: NewNotification): string => {
  sequence += 1;
  const notification: AppNotification = {
    id: `n${Date.now().toString(36)}-${sequence}`,
    type: input.type,
    message: input.message,
    title: input.title,
    duration: input.duration ?? NOTIFICATION_DEFAULT_DURATION_MS,
    createdAt: Date.now(),
  };
  set(notificationsAtom, (list) => [...list, notification]);
  if (notification.duration > 0) {
    setTimeout(() => set(removeNotificationAtom, notification.id), notification.duration);
  }
  return notification.id;
});

/**
 * How many lists draw this store's notifications. The shell mounts one (top right, also on the sign-in
 * pages); toasts go there whenever it is mounted, so the whole app has one style and one place.
 */
export const notificationHostsAtom = atom(0);

/** Called by the component that draws the notifications, for as long as it is mounted. */
export function useNotificationHost() {
  const setHosts = useSetAtom(notificationHostsAtom);
  useEffect(() => {
    setHosts((count) => count + 1);
    return () => setHosts((count) => count - 1);
  }, [setHosts]);
}

export function useNotifications() {
  const notifications = useAtomValue(notificationsAtom);
  const add = useSetAtom(addNotificationAtom);
  const remove = useSetAtom(removeNotificationAtom);
  const clear = useSetAtom(clearNotificationsAtom);
  return useMemo(() => ({ notifications, add, remove, clear }), [notifications, add, remove, clear]);
}

/** Toasts with the spec's durations: 3 s for success, 5 s for errors. */
export function useNotify() {
  const add = useSetAtom(addNotificationAtom);
  return useMemo(
    () => ({
      success: (message: string, title?: string) => add({ type: 'success', message, title, duration: TOAST_SUCCESS_DURATION_MS }),
      error: (message: string, title?: string) => add({ type: 'error', message, title, duration: TOAST_ERROR_DURATION_MS }),
      warning: (message: string, title?: string) => add({ type: 'warning', message, title }),
      info: (message: string, title?: string) => add({ type: 'info', message, title }),
    }),
    [add],
  );
}
