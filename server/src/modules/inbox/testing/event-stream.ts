/** One server-sent event as a reader of the stream sees it. */
export interface StreamEvent {
  event: string;
  data: unknown;
  /** When it arrived (performance.now()). */
  at: number;
}

/**
 * Reads a text/event-stream answer as a browser's EventSource would, for tests and the bench: events in order, a wait
 * for the next one that matches, and whether the server ended the stream.
 */
export function readEvents(response: Response) {
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';

  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : null, at: performance.now() });
        }
        waiters.splice(0).forEach((wake) => wake());
      }
    } catch {
      // the connection was cut: ended
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();

  return {
    events,
    get ended() {
      return ended;
    },
    /** The first event from `from` on that matches; rejects after `timeoutMs`. */
    async next(accept: (event: StreamEvent) => boolean, timeoutMs = 5000, from = 0): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.slice(from).find(accept);
        if (found) return found;
        if (ended) throw new Error('the stream ended');
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    /** Resolves once the server ended the stream. */
    async end(timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > deadline) throw new Error('the stream did not end');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}
