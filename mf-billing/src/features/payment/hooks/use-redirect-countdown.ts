import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAYMENT_RESULT_REDIRECT_MS } from 'shared-sdk';

/** Counts down (5 s by default) and then replaces the page with `to`; returns the whole seconds left. */
export function useRedirectCountdown(to: string, ms: number = PAYMENT_RESULT_REDIRECT_MS): number {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(ms / 1000));

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000)));
    }, 1000);
    const redirect = setTimeout(() => navigate(to, { replace: true }), ms);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [navigate, to, ms]);

  return secondsLeft;
}
