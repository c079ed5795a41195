import { useCallback, useState } from 'react';

export type ViewMode = 'cards' | 'list';

const KEY = 'zm.accounts.view';

function stored(): ViewMode {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'list' ? 'list' : 'cards';
  } catch {
    return 'cards';
  }
}

/** Cards or the compact list, remembered in this browser (a customer with 50 accounts keeps the list). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(stored);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      globalThis.localStorage?.setItem(KEY, next);
    } catch {
      // Private mode: remembered for this visit only.
    }
  }, []);
  return [mode, change];
}
