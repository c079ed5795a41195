/**
 * Reads `read()` until `accept` holds and returns that value. The timeout is a hang guard, not a speed check: a busy
 * 2-core CI runner can take many seconds for what takes milliseconds alone, so keep it generous.
 */
export async function until<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 30_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
