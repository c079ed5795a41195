import type { Decorator } from '@storybook/react';
import type { QueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../react/app-providers';

/** Stories: draws the story inside a box of this style (the width a page gives the component, a height…). */
export function withFrame(style: CSSProperties): Decorator {
  return (Story) => (
    <div style={style}>
      <Story />
    </div>
  );
}

/** Stories: the app's providers around the story, with this query client (seeded with what the story shows). */
export function withAppProviders(queryClient: QueryClient): Decorator {
  return (Story) => (
    <AppProviders queryClient={queryClient}>
      <Story />
    </AppProviders>
  );
}

/** Stories: a router of their own, at this address, for a component that links or reads the URL. */
export function withRouter(url = '/'): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[url]}>
      <Story />
    </MemoryRouter>
  );
}
