import type { Decorator } from '@storybook/react';
import { AUTH_TITLES, AuthShell } from '../auth-shell';

/** Stories: the sign-in page around the form (the hero, and the card with this page's title). */
export function withAuthShell(page: keyof typeof AUTH_TITLES): Decorator {
  return (Story) => (
    <AuthShell {...AUTH_TITLES[page]}>
      <Story />
    </AuthShell>
  );
}
