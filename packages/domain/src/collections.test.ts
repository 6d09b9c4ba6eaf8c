import { describe, expect, it } from 'vitest';
import { appendUniqueById, upsertById } from './collections';

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

describe('upsertById', () => {
  it('replaces known items in place and puts new ones first', () => {
    const merged = upsertById(
      [
        { id: 1, read: false },
        { id: 2, read: false },
      ],
      [
        { id: 2, read: true },
        { id: 3, read: false },
      ],
    );
    expect(merged).toEqual([
      { id: 3, read: false },
      { id: 1, read: false },
      { id: 2, read: true },
    ]);
  });
});
