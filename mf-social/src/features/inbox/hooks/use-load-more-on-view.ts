import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref callback: `onView` runs whenever the element it is given scrolls into view (infinite scroll). Where
 * IntersectionObserver is missing nothing happens: the caller's button still loads more.
 */
export function useLoadMoreOnView<T extends Element>(onView: () => void) {
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  return useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
