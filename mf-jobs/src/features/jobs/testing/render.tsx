import { QueryClient } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-sdk/react';

// Role queries skip the visibility check of every ancestor (slow in jsdom against antd's styles).
configure({ defaultHidden: true });

/** user-event without the pointer-events check (it reads every ancestor's computed style). */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Sets a text field at once (typing key by key through antd is slow in jsdom). */
export function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Where the router is, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with the app's providers (antd App without animations, react-query without retries) inside a router. */
export function renderWithApp(ui: ReactElement, options: { path?: string; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <MemoryRouter initialEntries={[options.path ?? '/jobs']}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Opens an antd Select and picks the option with this text (options carry their label as a title). */
export async function pick(user: ReturnType<typeof setupUser>, select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}
