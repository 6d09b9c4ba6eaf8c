import { describe, expect, it } from 'vitest';
import { appendUniqueById } from './collections';

describe('appendUniqueById (part 2 §4: next pages append without duplicates)', () => {
  it('appends the items of a new page after the existing ones', () => {
    expect(appendUniqueById([{ id: 1 }], [{ id: 2 }, { id: 3 }]).map((i) => i.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('skips items already in the list and duplicates within the page', () => {
    const merged = appendUniqueById(
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'b' }, { id: 'c' }, { id: 'c' }],
    );
    expect(merged.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
});
