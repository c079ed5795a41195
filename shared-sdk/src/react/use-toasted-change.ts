import { useCallback } from 'react';
import { errorMessage } from '../http/api-error';
import { useToasts } from './use-toasts';

export interface ChangeTexts {
  /** Said when the change is made. */
  done: string;
  /** Said when it fails and the server gives no reason. */
  failed: string;
}

/**
 * Makes a change and says how it went: `done`, or the server's reason (else `failed`). Resolves whether it was made;
 * it never rejects, so a confirm dialog's onOk can await it.
 */
export function useToastedChange() {
  const toasts = useToasts();
  return useCallback(
    async (change: () => Promise<unknown>, texts: ChangeTexts): Promise<boolean> => {
      try {
        await change();
        toasts.success(texts.done);
        return true;
      } catch (error) {
        toasts.error(errorMessage(error, texts.failed));
        return false;
      }
    },
    [toasts],
  );
}
