/** At most `size` tasks at once; the others wait their turn in order. */
export function createSlots(size: number) {
  let busy = 0;
  const waiting: Array<() => void> = [];

  async function take(): Promise<void> {
    if (busy < size) {
      busy += 1;
      return;
    }
    // The slot is handed over by give(), still counted as busy.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function give(): void {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await take();
      try {
        return await task();
      } finally {
        give();
      }
    },
    get busy(): number {
      return busy;
    },
  };
}
export type Slots = ReturnType<typeof createSlots>;
