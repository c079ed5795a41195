import { QueryClient } from '@tanstack/react-query';
import { configure, fireEvent, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';

// jsdom computes no styles of pseudo-elements, and antd's modal scroll locker asks for ::-webkit-scrollbar.
const computeStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computeStyle(element);

// Role queries skip the visibility check of every ancestor (slow in jsdom against antd's styles).
configure({ defaultHidden: true });

/** user-event without the pointer-events check (it reads every ancestor's computed style). */
export function setupUser(options: { fakeTimers?: boolean } = {}) {
  return userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
}

/** Sets a text field at once (typing key by key through antd is slow in jsdom). */
export function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders with the app's providers (antd App, jotai, react-query without retries) inside a router. */
export function renderWithApp(ui: ReactElement, queryClient: QueryClient = testQueryClient()) {
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}
