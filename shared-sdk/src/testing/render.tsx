import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { type QueryClient } from '@tanstack/react-query';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { notificationsAtom } from '../notifications/notifications';
import { AppProviders } from '../react/app-providers';
import { testQueryClient } from './query-clients';

// Role queries skip the visibility check of every ancestor (slow in jsdom against antd's styles);
// hidden things are asserted explicitly where it matters.
configure({ defaultHidden: true });

/** user-event without the pointer-events check (it reads every ancestor's computed style); `fakeTimers` for jest's fake clock. */
export function setupUser(options: { fakeTimers?: boolean } = {}) {
  return userEvent.setup({
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
}

export type TestUser = ReturnType<typeof setupUser>;

/** Sets a text field at once (typing key by key through antd's form is slow in jsdom). */
export function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** Opens an antd Select and picks the option with this text (options carry their label as a title). */
export async function pick(user: TestUser, select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

/** Where the router is, for asserting navigation: `screen.getByTestId('location')`. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * antd's CSS-in-JS styles stay out of the document: jsdom parses every injected rule and walks all of them
 * on each getComputedStyle (antd's autosize, modals, user-event), which made component tests take minutes.
 * No assertion depends on stylesheet rules (jsdom does no layout anyway).
 */
const styleCache = createCache();

export interface RenderOptions {
  /** The URL the router starts at. */
  url?: string;
  /** A route pattern for `ui` (e.g. '/payment/success'); other URLs render nothing. */
  route?: string;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` with the app's providers (antd App without animations, a fresh jotai store, react-query
 * without retries) inside a router at `url`.
 */
export function renderWithApp(ui: ReactElement, { url = '/', route, queryClient = testQueryClient() }: RenderOptions = {}) {
  const store = createStore();
  const page = route ? (
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <StyleProvider cache={styleCache} mock="server">
      <AppProviders queryClient={queryClient} store={store}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[url]}>
            {page}
            <LocationProbe />
          </MemoryRouter>
        </ConfigProvider>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...result, queryClient, store, notifications: () => store.get(notificationsAtom) };
}
