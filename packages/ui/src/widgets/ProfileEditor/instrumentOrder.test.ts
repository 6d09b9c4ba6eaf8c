import { describe, expect, it } from 'vitest';
import {
  addInstrument,
  moveInstrument,
  type ProfileInstrument,
  removeInstrument,
  renumberInstruments,
  setInstrumentProficiency,
} from './instrumentOrder';

const guitar: ProfileInstrument = { instrument_id: 'guitar', proficiency_level: 3, priority: 0 };
const bass: ProfileInstrument = { instrument_id: 'bass', proficiency_level: 2, priority: 4 };
const drums: ProfileInstrument = { instrument_id: 'drums', proficiency_level: 1, priority: 9 };
const ids = (list: ProfileInstrument[]) =>
  list.map((entry) => `${entry.instrument_id}:${entry.priority}`);

describe('instrument priority', () => {
  it('renumbers by priority with no gaps', () => {
    expect(ids(renumberInstruments([drums, guitar, bass]))).toEqual([
      'guitar:0',
      'bass:1',
      'drums:2',
    ]);
  });

  it('adds a new instrument last, once', () => {
    const added = addInstrument([guitar, bass], { instrument_id: 'keys', description: 'Keys' }, 1);
    expect(ids(added)).toEqual(['guitar:0', 'bass:1', 'keys:2']);
    expect(added[2]).toEqual({
      instrument_id: 'keys',
      description: 'Keys',
      proficiency_level: 1,
      priority: 2,
    });
    expect(ids(addInstrument(added, { instrument_id: 'bass' }, 3))).toEqual([
      'guitar:0',
      'bass:1',
      'keys:2',
    ]);
  });

  it('removes and closes the gap', () => {
    expect(ids(removeInstrument([guitar, bass, drums], 'bass'))).toEqual(['guitar:0', 'drums:1']);
  });

  it('moves up and down, and not past either end', () => {
    const list = [guitar, bass, drums];
    expect(ids(moveInstrument(list, 'bass', -1))).toEqual(['bass:0', 'guitar:1', 'drums:2']);
    expect(ids(moveInstrument(list, 'bass', 1))).toEqual(['guitar:0', 'drums:1', 'bass:2']);
    expect(ids(moveInstrument(list, 'guitar', -1))).toEqual(['guitar:0', 'bass:1', 'drums:2']);
    expect(ids(moveInstrument(list, 'drums', 1))).toEqual(['guitar:0', 'bass:1', 'drums:2']);
  });

  it('changes one proficiency and keeps the order', () => {
    const changed = setInstrumentProficiency([bass, guitar], 'bass', 3);
    expect(changed).toEqual([
      { ...guitar, priority: 0 },
      { ...bass, proficiency_level: 3, priority: 1 },
    ]);
  });
});
