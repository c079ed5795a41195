import { useEffect, useState } from 'react';

/** The current time, renewed every `tickMs` while `active` (the countdown ticks every second). */
export function useNow(active: boolean, tickMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active, tickMs]);
  return now;
}
