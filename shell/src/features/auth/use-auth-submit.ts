import { useState } from 'react';
import type { AuthOutcome, Credentials } from '../session';

/**
 * A sign-in page's submit: busy while the call runs; a failure puts its text above the form and frees the button; a
 * success goes to `onSignedIn` (which leaves the page, so the form stays busy until then).
 */
export function useAuthSubmit(
  call: (email: string, password: string) => Promise<AuthOutcome>,
  onSignedIn: (outcome: { hasToken: boolean }) => void,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    setError(null);
    const outcome = await call(email, password);
    if (outcome.ok) {
      onSignedIn(outcome);
      return;
    }
    setError(outcome.error);
    setBusy(false);
  };

  return { busy, error, submit };
}
