/** A small seeded PRNG (mulberry32 over a cyrb53 hash of the seed): the same seed gives the same world. */
export class Random {
  private state: number;

  constructor(seed: string) {
    this.state = hashSeed(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i += 1) out += String(this.int(0, 9));
    return out;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    // A partial Fisher-Yates shuffle that records its swaps instead of copying `items`: the same picks in
    // O(count), so a world of 100,000 people is built in seconds.
    const swapped = new Map<number, T>();
    const at = (i: number) => (swapped.has(i) ? (swapped.get(i) as T) : items[i]);
    const take = Math.min(count, items.length);
    const picked: T[] = [];
    for (let i = 0; i < take; i += 1) {
      const j = i + Math.floor(this.next() * (items.length - i));
      picked.push(at(j));
      swapped.set(j, at(i));
    }
    return picked;
  }
}

function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i += 1) {
    const ch = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}
