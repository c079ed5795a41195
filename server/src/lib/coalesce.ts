/**
 * Many accounts' reads of the same kind in one statement: a sending account asks for one key
 * (a job's status, whether a recipient is on the do-not-contact list) and gets its answer; the keys asked in the same
 * turn of the event loop (every timer that fired together), or while the previous statement ran, are read together.
 * At 1,000 accounts that turns some 1,300 reads per second into a few dozen statements, which matters most on PGlite,
 * where the per-statement cost (parse, plan, protocol round trips inside WebAssembly) dwarfs reading a row by its key.
 * No timer is waited for: a lone ask is read at the end of its turn.
 */
export function coalesce<K, V>(load: (keys: K[]) => Promise<V[]>, options: { maxKeys?: number } = {}): (key: K) => Promise<V> {
  const maxKeys = options.maxKeys ?? 500;
  let waiting: Array<{ key: K; resolve: (value: V) => void; reject: (error: unknown) => void }> = [];
  let loading = false;
  let gathering = false;

  async function run(): Promise<void> {
    gathering = false;
    if (loading) return;
    loading = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, maxKeys);
        waiting = waiting.slice(batch.length);
        try {
          const values = await load(batch.map((entry) => entry.key));
          batch.forEach((entry, i) => entry.resolve(values[i]));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      loading = false;
    }
  }

  return (key: K) =>
    new Promise<V>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (!loading && !gathering) {
        gathering = true;
        setImmediate(() => void run());
      }
    });
}
