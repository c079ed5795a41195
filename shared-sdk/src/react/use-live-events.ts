import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { inboxApi } from '../api/inbox';
import { queryKeys } from '../query-keys';

/** The first wait before opening the stream again after it failed, doubled each time up to the last. */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

/** What the hook needs of the browser's EventSource (tests give a fake). */
export interface LiveEventSource {
  addEventListener(type: 'open' | 'inbox' | 'error', listener: () => void): void;
  close(): void;
}
export type LiveEventSourceFactory = (url: string) => LiveEventSource;

const browserEventSource: LiveEventSourceFactory = (url) => new EventSource(url);

/**
 * One live stream per page: asks the server for a fresh signed link (POST /live/link), opens it, and on every
 * `inbox` event invalidates the inbox's queries (conversations, threads, the unread count), so every page that shows
 * them refreshes within a moment. When the stream fails it is closed and opened again with a new link after 1 s, 2 s,
 * 4 s… up to 30 s, and what may have been missed is read again once it is back.
 */
export function useLiveEvents(options: { eventSource?: LiveEventSourceFactory } = {}): void {
  const queryClient = useQueryClient();
  const open = options.eventSource ?? browserEventSource;

  useEffect(() => {
    let stopped = false;
    let source: LiveEventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all() });

    function retry(): void {
      if (stopped) return;
      const delay = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_FIRST_MS * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void connect(), delay);
    }

    async function connect(): Promise<void> {
      try {
        const { url } = await inboxApi.liveLink();
        if (stopped) return;
        const stream = open(url);
        source = stream;
        stream.addEventListener('open', () => {
          if (failures > 0) refresh();
          failures = 0;
        });
        stream.addEventListener('inbox', refresh);
        stream.addEventListener('error', () => {
          stream.close();
          if (source !== stream) return;
          source = null;
          retry();
        });
      } catch {
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [queryClient, open]);
}

/** Mounted once in the signed-in area: keeps the inbox's data on every page (and the sidebar badge) live. */
export function LiveEvents(): null {
  useLiveEvents();
  return null;
}
