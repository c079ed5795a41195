import { QueryClient } from '@tanstack/react-query';
import { configure, fireEvent, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';

// jsdom computes no styles of pseudo-elements, and antd's modal scroll locker asks for ::-webkit-scrollbar.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Role queries skip the visibility check of every ancestor (getComputedStyle again); hidden
// things are asserted explicitly where it matters.
configure({ defaultHidden: true });

/**
 * Clicks without user-event's pointer-events check: it reads the computed style of every ancestor,
 * which jsdom computes slowly against antd's many style rules.
 */
export const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Sets a text field at once (typing key by key through antd's form is slow in jsdom). */
export function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Renders with the app's providers, a fresh query cache without retries, and no antd animations. */
export function renderWithApp(ui: ReactElement, queryClient?: QueryClient) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <AppProviders queryClient={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...result, queryClient: client };
}
