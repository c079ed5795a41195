import { App } from 'antd';
import { useMemo } from 'react';
import { TOAST_ERROR_DURATION_MS, TOAST_SUCCESS_DURATION_MS } from '../constants';

/** antd message toasts with the spec's durations (part 1 §9): 3 s for success, 5 s for errors. */
export function useToasts() {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success(text, TOAST_SUCCESS_DURATION_MS / 1000),
      error: (text: string) => void message.error(text, TOAST_ERROR_DURATION_MS / 1000),
    }),
    [message],
  );
}
