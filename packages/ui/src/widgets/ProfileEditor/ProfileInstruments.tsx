import {
  describeReference,
  type Instrument,
  PROFICIENCY_LEVELS,
  type ProficiencyLevel,
  type Profile,
  type ProfileUpdate,
} from '@backline/domain';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { ComboBox, ComboBoxItem } from '../../components/ComboBox/ComboBox';
import { CloseIcon } from '../../components/private/icons/icons';
import { Select, SelectItem } from '../../components/Select/Select';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import {
  addInstrument,
  moveInstrument,
  type ProfileInstrument,
  removeInstrument,
  renumberInstruments,
  setInstrumentProficiency,
} from './instrumentOrder';
import * as styles from './ProfileEditor.css';
import { ProfileSection, type ProfileSectionHeadingLevel } from './ProfileSection';
import { MoveDownIcon, MoveUpIcon } from './profileEditorIcons';

/** The proficiency an instrument gets when it is added; the user changes it in its row. */
const NEW_INSTRUMENT_PROFICIENCY: ProficiencyLevel = 1;

type Action = 'up' | 'down' | 'remove';

export interface ProfileInstrumentsProps {
  /** The saved instruments, each with proficiency_level (1-3) and priority (0 first). */
  profile: Pick<Profile, 'instruments'>;
  /**
   * Called with the whole new `instruments` list (renumbered 0, 1, 2… in the shown order) as
   * soon as one is added, removed, moved or its proficiency changes.
   */
  onChange: (change: ProfileUpdate) => void;
  /** Every instrument (GET /instruments). */
  instruments: readonly Instrument[];
  /** @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The instruments of the edit-profile screen, in priority order: add one from the reference
 * list, set its proficiency (Beginner, Intermediate, Expert), move it up or down, remove it.
 */
export function ProfileInstruments({
  profile,
  onChange,
  instruments,
  headingLevel,
  isDisabled = false,
}: ProfileInstrumentsProps) {
  const t = useUIMessages();
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the list has re-rendered after a move or a removal.
  const [focusAfter, setFocusAfter] = useState<{ id: string; action: Action } | null>(null);
  const [addedCount, setAddedCount] = useState(0);
  const ordered = renumberInstruments(profile.instruments);
  const instrumentName = useInstrumentName();
  const nameOf = (entry: ProfileInstrument) =>
    instrumentName(
      entry.instrument_id,
      entry.description || describeReference(instruments, entry.instrument_id),
    );
  const available = instruments.filter(
    (instrument) => !ordered.some((entry) => entry.instrument_id === instrument.id),
  );

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const button = (action: Action, id: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-instrument="${CSS.escape(id)}"][data-action="${action}"]:not([disabled])`,
      );
    if (focusAfter.action === 'remove') {
      // The row that took the removed one's place, or the add field when none is left.
      (button('remove', focusAfter.id) ?? addRef.current?.querySelector('input'))?.focus();
      return;
    }
    const other = focusAfter.action === 'up' ? 'down' : 'up';
    (button(focusAfter.action, focusAfter.id) ?? button(other, focusAfter.id))?.focus();
  }, [focusAfter]);

  useEffect(() => {
    if (addedCount > 0) addRef.current?.querySelector('input')?.focus();
  }, [addedCount]);

  const change = (instrumentsList: ProfileInstrument[]) =>
    onChange({ instruments: instrumentsList });

  return (
    <ProfileSection title={t('ui.profileEditor.instruments')} headingLevel={headingLevel}>
      {ordered.length === 0 ? (
        <p className={styles.empty}>{t('ui.profileEditor.noInstruments')}</p>
      ) : (
        <ol ref={listRef} className={styles.instrumentList}>
          {ordered.map((entry, index) => {
            const name = nameOf(entry);
            const id = entry.instrument_id;
            return (
              <li key={id} className={styles.instrumentRow}>
                <span className={styles.instrumentName}>
                  <span className={styles.instrumentPosition} aria-hidden="true">
                    {index + 1}.
                  </span>
                  {name}
                </span>
                <Select
                  aria-label={t('ui.profileEditor.proficiencyFor', { instrument: name })}
                  className={styles.proficiency}
                  selectedKey={entry.proficiency_level}
                  isDisabled={isDisabled}
                  onSelectionChange={(key) =>
                    change(setInstrumentProficiency(ordered, id, Number(key) as ProficiencyLevel))
                  }
                >
                  {PROFICIENCY_LEVELS.map((level) => (
                    <SelectItem key={level} id={level}>
                      {t(`ui.profile.proficiency.${level}`)}
                    </SelectItem>
                  ))}
                </Select>
                <span className={styles.rowActions}>
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={t('ui.profileEditor.moveUp', { instrument: name })}
                    data-instrument={id}
                    data-action="up"
                    isDisabled={isDisabled || index === 0}
                    onPress={() => {
                      change(moveInstrument(ordered, id, -1));
                      setFocusAfter({ id, action: 'up' });
                    }}
                  >
                    <MoveUpIcon />
                  </Button>
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={t('ui.profileEditor.moveDown', { instrument: name })}
                    data-instrument={id}
                    data-action="down"
                    isDisabled={isDisabled || index === ordered.length - 1}
                    onPress={() => {
                      change(moveInstrument(ordered, id, 1));
                      setFocusAfter({ id, action: 'down' });
                    }}
                  >
                    <MoveDownIcon />
                  </Button>
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={t('ui.profileEditor.remove', { instrument: name })}
                    data-instrument={id}
                    data-action="remove"
                    isDisabled={isDisabled}
                    onPress={() => {
                      const next = ordered[index + 1] ?? ordered[index - 1];
                      change(removeInstrument(ordered, id));
                      setFocusAfter({ id: next?.instrument_id ?? '', action: 'remove' });
                    }}
                  >
                    <CloseIcon />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div ref={addRef} className={styles.addInstrument}>
        <ComboBox
          label={t('ui.profileEditor.addInstrument')}
          defaultItems={available.map((instrument) => ({
            id: instrument.id,
            name: instrumentName(instrument.id, instrument.description),
          }))}
          // A fresh field after each choice: empty, closed, and focused again (effect above).
          key={addedCount}
          isDisabled={isDisabled}
          onSelectionChange={(key) => {
            const instrument = instruments.find((entry) => entry.id === key);
            if (!instrument) return;
            change(
              addInstrument(
                ordered,
                { instrument_id: instrument.id, description: instrument.description },
                NEW_INSTRUMENT_PROFICIENCY,
              ),
            );
            setAddedCount((count) => count + 1);
          }}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      </div>
    </ProfileSection>
  );
}
