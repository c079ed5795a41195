interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key in fixed windows. Login uses two keys: every attempt per client IP, and
 * failed attempts per e-mail (a success clears that one), so neither a single address nor a
 * distributed guess at one account gets far.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    return window && window.count >= this.limit ? Math.ceil((window.resetAt - this.now()) / 1000) : 0;
  }

  add(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
