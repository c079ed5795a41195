import { useEffect, useState } from 'react';

/** Below antd's `md` (768 px): a phone, where a wide table would widen the page (issue 25 item 15). */
export const NARROW_QUERY = '(max-width: 767.98px)';

const matches = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;

/** Whether the window is phone-wide now, following its changes (rotating a phone). */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener?.('change', update);
    return () => media.removeEventListener?.('change', update);
  }, []);
  return narrow;
}
