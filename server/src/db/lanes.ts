import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which work a database call belongs to (issue 29 point 2): a request's (the default), or the background work of the
 * job engine, its queue and its sweeps, which runs inside `inBackground`. On PGlite a request's statements go first
 * (pglite-gate.ts); on PostgreSQL the background work has a pool of its own, so it never holds every connection a
 * request needs.
 */
const lanes = new AsyncLocalStorage<'background'>();

/** Runs `work`, and everything it starts (promises, timers), as background database work. */
export function inBackground<T>(work: () => T): T {
  return lanes.run('background', work);
}

export function isBackground(): boolean {
  return lanes.getStore() === 'background';
}
