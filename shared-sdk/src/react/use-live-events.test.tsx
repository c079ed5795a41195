/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inboxApi } from '../api/inbox';
import { DataProviders } from './data-providers';
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS, type LiveEventSource, useLiveEvents } from './use-live-events';

class FakeStream implements LiveEventSource {
  readonly listeners = new Map<string, Array<() => void>>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setup() {
  const streams: FakeStream[] = [];
  let links = 0;
  const liveLink = jest.spyOn(inboxApi, 'liveLink').mockImplementation(async () => {
    links += 1;
    return { url: `/api/v1/live/stream?token=t${links}`, expiresAt: new Date().toISOString() };
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const eventSource = (url: string) => {
    const stream = new FakeStream(url);
    streams.push(stream);
    return stream;
  };
  const wrapper = ({ children }: { children: ReactNode }) => <DataProviders queryClient={client}>{children}</DataProviders>;
  const hook = renderHook(() => useLiveEvents({ eventSource }), { wrapper });
  return { streams, liveLink, invalidate, hook };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test("opens one stream with a fresh link and invalidates the inbox's queries on each event", async () => {
  const { streams, liveLink, invalidate } = setup();
  await waitFor(() => expect(streams).toHaveLength(1));
  expect(liveLink).toHaveBeenCalledTimes(1);
  expect(streams[0].url).toBe('/api/v1/live/stream?token=t1');
  streams[0].emit('open');
  expect(invalidate).not.toHaveBeenCalled();
  streams[0].emit('inbox');
  streams[0].emit('inbox');
  expect(invalidate).toHaveBeenCalledTimes(2);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['inbox'] });
});

test('reopens a failed stream with a new link after 1 s, then 2 s, and reads again what it may have missed', async () => {
  jest.useFakeTimers();
  const { streams, liveLink, invalidate } = setup();
  await act(async () => undefined);
  expect(streams).toHaveLength(1);
  streams[0].emit('error');
  expect(streams[0].closed).toBe(true);
  await act(async () => jest.advanceTimersByTime(LIVE_RETRY_FIRST_MS - 1));
  expect(streams).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(1));
  expect(streams).toHaveLength(2);
  expect(streams[1].url).toBe('/api/v1/live/stream?token=t2');
  streams[1].emit('error');
  await act(async () => jest.advanceTimersByTime(LIVE_RETRY_FIRST_MS * 2 - 1));
  expect(streams).toHaveLength(2);
  await act(async () => jest.advanceTimersByTime(1));
  expect(streams).toHaveLength(3);
  expect(liveLink).toHaveBeenCalledTimes(3);
  streams[2].emit('open');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['inbox'] });
});

test('a link that cannot be had is asked again later; leaving the page closes the stream for good', async () => {
  jest.useFakeTimers();
  const { streams, liveLink, hook } = setup();
  liveLink.mockRejectedValueOnce(new Error('offline'));
  await act(async () => undefined);
  // The first link was given; the one asked after the stream fails is refused once.
  streams[0].emit('error');
  await act(async () => jest.advanceTimersByTime(LIVE_RETRY_FIRST_MS));
  expect(streams).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(LIVE_RETRY_FIRST_MS * 2));
  expect(streams).toHaveLength(2);
  hook.unmount();
  expect(streams[1].closed).toBe(true);
  await act(async () => jest.advanceTimersByTime(LIVE_RETRY_MAX_MS * 2));
  expect(streams).toHaveLength(2);
});
