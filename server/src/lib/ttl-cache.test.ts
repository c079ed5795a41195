import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers an entry until it expires', () => {
    const cache = new TtlCache<string>(10, clock);
    cache.set('a', 'A', 100);
    now += 99;
    expect(cache.get('a')).toBe('A');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full', () => {
    const cache = new TtlCache<number>(2, clock);
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 1_000);
    cache.set('c', 3, 1_000);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
  });

  it('forgets a deleted entry', () => {
    const cache = new TtlCache<number>(2, clock);
    cache.set('a', 1, 1_000);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
