/**
 * A clock an e2e test can move forward in a server process it started (loaded with `--require` through
 * NODE_OPTIONS; inert unless E2E_CLOCK_PORT is set). `POST http://127.0.0.1:<port>/advance?ms=N` moves the
 * process's Date (and so PGlite's now(), which reads Date.now) N ms ahead, as if the machine had slept, and runs
 * once every interval timer whose period fits in N, as fake timers do: the minute tick of the schedules then sees
 * the new time at once instead of up to a minute later. Time only goes forward. Never loaded outside e2e.
 */
'use strict';

const port = Number(process.env.E2E_CLOCK_PORT);
// tsx's CLI process runs main.ts in a child that inherits NODE_OPTIONS: only that child gets the clock.
if (port > 0 && /[/\\]server[/\\]src[/\\]main\.ts$/.test(process.argv[1] ?? '')) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, loaded before any loader
  const http = require('node:http');
  const RealDate = Date;
  const realSetInterval = globalThis.setInterval;
  const realClearInterval = globalThis.clearInterval;
  let offset = 0;

  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new RealDate(...args);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;

  /** Live intervals: handle → [period, callback, args]. */
  const intervals = new Map();
  globalThis.setInterval = function setInterval(callback, ms, ...args) {
    const handle = realSetInterval(callback, ms, ...args);
    if (typeof callback === 'function') intervals.set(handle, [Number(ms) || 0, callback, args]);
    return handle;
  };
  globalThis.clearInterval = function clearInterval(handle) {
    intervals.delete(handle);
    return realClearInterval(handle);
  };
  const realClearTimeout = globalThis.clearTimeout;
  globalThis.clearTimeout = function clearTimeout(handle) {
    intervals.delete(handle);
    return realClearTimeout(handle);
  };

  const control = http.createServer((request, response) => {
    const ms = Number(new URL(request.url ?? '/', 'http://clock').searchParams.get('ms'));
    if (request.method !== 'POST' || !request.url?.startsWith('/advance') || !(ms >= 0)) {
      response.writeHead(400).end();
      return;
    }
    offset += ms;
    for (const [handle, [period, callback, args]] of [...intervals]) {
      if (handle?._destroyed) intervals.delete(handle);
      else if (period <= ms) {
        try {
          callback(...args);
        } catch (error) {
          console.error('e2e clock: an interval failed', error);
        }
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: new ShiftedDate().toISOString() }));
  });
  control.listen(port, '127.0.0.1');
  control.unref();
}
