import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('the seeded random generator', () => {
  it('repeats itself for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed, 'test');
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
  });

  it('stays within the bounds it is given', () => {
    const random = createRandom('bounds');
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
      expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('follows the weights', () => {
    const random = createRandom('weights');
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i += 1)
      counts[
        random.weighted([
          ['a', 3],
          ['b', 1],
        ] as const)
      ] += 1;
    expect(counts.a / 10_000).toBeCloseTo(0.75, 1);
  });

  it('samples distinct items and makes version 4 UUIDs', () => {
    const random = createRandom('sample');
    const items = Array.from({ length: 100 }, (_, i) => i);
    for (const count of [0, 3, 60, 100, 150]) {
      const sample = random.sample(items, count);
      expect(new Set(sample).size).toBe(Math.min(count, 100));
    }
    expect(random.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
