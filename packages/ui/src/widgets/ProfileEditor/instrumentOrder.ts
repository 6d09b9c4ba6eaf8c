import { instrumentsByPriority, type ProficiencyLevel, type Profile } from '@backline/domain';

/** An instrument on the profile: instrument_id, proficiency_level, priority (0 first), description. */
export type ProfileInstrument = Profile['instruments'][number];

/** The list in priority order, numbered 0, 1, 2… so priorities never have gaps or ties. */
export function renumberInstruments(list: readonly ProfileInstrument[]): ProfileInstrument[] {
  return instrumentsByPriority(list).map((instrument, priority) => ({ ...instrument, priority }));
}

/** Adds an instrument last (the lowest priority); one already there is left as it is. */
export function addInstrument(
  list: readonly ProfileInstrument[],
  instrument: { instrument_id: string; description?: string },
  proficiency_level: ProficiencyLevel,
): ProfileInstrument[] {
  const ordered = renumberInstruments(list);
  if (ordered.some((entry) => entry.instrument_id === instrument.instrument_id)) return ordered;
  return [...ordered, { ...instrument, proficiency_level, priority: ordered.length }];
}

export function removeInstrument(
  list: readonly ProfileInstrument[],
  instrumentId: string,
): ProfileInstrument[] {
  return renumberInstruments(list.filter((entry) => entry.instrument_id !== instrumentId));
}

/** Moves an instrument one place up (-1, a higher priority) or down (+1); at an end, nothing moves. */
export function moveInstrument(
  list: readonly ProfileInstrument[],
  instrumentId: string,
  by: -1 | 1,
): ProfileInstrument[] {
  const ordered = renumberInstruments(list);
  const from = ordered.findIndex((entry) => entry.instrument_id === instrumentId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ordered.length) return ordered;
  const moved = [...ordered];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved.map((instrument, priority) => ({ ...instrument, priority }));
}

export function setInstrumentProficiency(
  list: readonly ProfileInstrument[],
  instrumentId: string,
  proficiency_level: ProficiencyLevel,
): ProfileInstrument[] {
  return renumberInstruments(
    list.map((entry) =>
      entry.instrument_id === instrumentId ? { ...entry, proficiency_level } : entry,
    ),
  );
}
