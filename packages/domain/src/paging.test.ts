import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './paging';

describe('nextPageOffset (part 1 §7 offset and limit paging)', () => {
  it('continues after a full page', () => {
    expect(nextPageOffset(0, 20, 20)).toBe(20);
    expect(nextPageOffset(40, 20, 20)).toBe(60);
  });

  it('stops after a short or empty page', () => {
    expect(nextPageOffset(20, 7, 20)).toBeNull();
    expect(nextPageOffset(0, 0, 20)).toBeNull();
  });
});
