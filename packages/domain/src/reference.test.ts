import { describe, expect, it } from 'vitest';
import { describeReference } from './reference';

describe('describeReference (part 1 §3 Reference lists: id, description)', () => {
  const instruments = [
    { id: 'acoustic guitar', description: 'Acoustic Guitar' },
    { id: 'drums', description: 'Drums' },
  ];

  it('shows the description of a known id', () => {
    expect(describeReference(instruments, 'drums')).toBe('Drums');
  });

  it('shows the id when the list does not hold it', () => {
    expect(describeReference(instruments, 'theremin')).toBe('theremin');
  });
});
