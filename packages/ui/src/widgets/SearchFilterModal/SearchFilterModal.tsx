import {
  checkPeopleFilter,
  DATE_RANGES,
  type DateRange,
  dateRangeMessageKey,
  defaultPeopleFilter,
  FILTER_SKILL_LEVELS,
  type FilterSkillLevel,
  type Genre,
  type Instrument,
  LATENCY_FILTER_BANDS,
  LATENCY_FILTER_RANGES,
  type LatencyFilterBand,
  PEOPLE_SEARCH_TEXT_MAX_LENGTH,
  type PeopleFilter,
} from '@backline/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogFooter } from '../../components/Dialog/DialogFooter';
import { Modal, type ModalProps } from '../../components/Modal/Modal';
import { Select, SelectItem } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { TextField } from '../../components/TextField/TextField';
import { useGenreName } from '../../i18n/useGenreName';
import { useInstrumentName } from '../../i18n/useInstrumentName';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SearchFilterModal.css';

export interface SearchFilterModalProps extends Omit<ModalProps, 'children' | 'size'> {
  /** The filter the list shows now; the form starts from it each time it opens. */
  value: PeopleFilter;
  /**
   * "Update Search": the chosen filter, checked by the domain's `checkPeopleFilter` (the API's
   * `peopleFilterSchema` answers, without zod).
   */
  onUpdate: (filter: PeopleFilter) => void;
  /** "Reset Filters": the default filter of part 1 §9 (`defaultPeopleFilter()`), to reload with. */
  onReset: (filter: PeopleFilter) => void;
  /** The instruments to choose from (`GET /instruments`). */
  instruments: readonly Instrument[];
  /** The genres to choose from (`GET /genres`). */
  genres: readonly Genre[];
  /** The instruments and genres are still loading. @default false */
  isLoadingReference?: boolean;
}

const dateRangeKey = (range: DateRange) => String(range);
const dateRangeOf = (key: unknown): DateRange =>
  DATE_RANGES.find((range) => String(range) === String(key)) ?? 'any';

/**
 * The people search's filter modal (part 1 §2, §4, §5, §9), titled "Update Search": name, latency
 * bands (good, fair, poor), skill levels, instruments, genres, last active and joined ranges
 * (any, 1, 7, 30 or 90 days) and "From my location", with "Update Search" and "Reset Filters".
 *
 * How to use: `<DialogTrigger><Button>{…}</Button><SearchFilterModal value={filter}
 * instruments={instruments} genres={genres} onUpdate={(f) => search(firstPeoplePageRequest(f))}
 * onReset={(f) => search(firstPeoplePageRequest(f))} /></DialogTrigger>`, or controlled with
 * `isOpen`/`onOpenChange`. Both buttons close it.
 */
export function SearchFilterModal({
  value,
  onUpdate,
  onReset,
  instruments,
  genres,
  isLoadingReference = false,
  ...props
}: SearchFilterModalProps) {
  const t = useUIMessages();
  return (
    <Modal {...props} size="large">
      <Dialog title={t('ui.peopleFilter.title')} hasCloseButton>
        {({ close }) => (
          <FilterForm
            initial={value}
            instruments={instruments}
            genres={genres}
            isLoadingReference={isLoadingReference}
            onUpdate={(filter) => {
              onUpdate(filter);
              close();
            }}
            onReset={() => {
              onReset(defaultPeopleFilter());
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

interface FilterFormProps {
  initial: PeopleFilter;
  instruments: readonly Instrument[];
  genres: readonly Genre[];
  isLoadingReference: boolean;
  onUpdate: (filter: PeopleFilter) => void;
  onReset: () => void;
}

/** The form lives while the modal is open, so each opening starts from the applied filter. */
function FilterForm({
  initial,
  instruments,
  genres,
  isLoadingReference,
  onUpdate,
  onReset,
}: FilterFormProps) {
  const t = useUIMessages();
  const instrumentName = useInstrumentName();
  const genreName = useGenreName();
  const formId = useId();
  const [draft, setDraft] = useState<PeopleFilter>(initial);
  const [textError, setTextError] = useState<string | undefined>();
  const set = <K extends keyof PeopleFilter>(key: K, next: PeopleFilter[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPeopleFilter(draft);
    if (!checked.ok) {
      // Only the name can be wrong here: every other field offers valid choices alone.
      setTextError(t('peopleFilter.textTooLong'));
      return;
    }
    onUpdate(checked.filter);
  };

  const latencyDescription = (band: LatencyFilterBand) => {
    const { above, upTo } = LATENCY_FILTER_RANGES[band];
    if (above === null) return t('ui.searchFilter.latencyUpTo', { max: upTo ?? 0 });
    if (upTo === null) return t('ui.searchFilter.latencyOver', { min: above });
    return t('ui.searchFilter.latencyBetween', { min: above, max: upTo });
  };

  const dateRangeItems = DATE_RANGES.map((range) => ({
    id: dateRangeKey(range),
    label: t(`ui.peopleFilter.${dateRangeMessageKey(range)}`, {
      days: range === 'any' ? 0 : range,
    }),
  }));

  return (
    <>
      <form id={formId} className={styles.form} onSubmit={submit}>
        <TextField
          label={t('ui.peopleFilter.text')}
          value={draft.text}
          maxLength={PEOPLE_SEARCH_TEXT_MAX_LENGTH}
          errorMessage={textError}
          onChange={(text) => {
            setTextError(undefined);
            set('text', text);
          }}
          className={styles.wide}
        />
        <CheckboxGroup
          label={t('ui.peopleFilter.latency')}
          value={draft.latency_bands}
          onChange={(bands) => set('latency_bands', bands as LatencyFilterBand[])}
        >
          {LATENCY_FILTER_BANDS.map((band) => (
            <Checkbox key={band} value={band} description={latencyDescription(band)}>
              {t(`ui.latency.${band}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label={t('ui.peopleFilter.skillLevel')}
          value={draft.skill_levels.map(String)}
          onChange={(levels) =>
            set(
              'skill_levels',
              FILTER_SKILL_LEVELS.filter((level) => levels.includes(String(level))),
            )
          }
        >
          {FILTER_SKILL_LEVELS.map((level: FilterSkillLevel) => (
            <Checkbox key={level} value={String(level)}>
              {t(`ui.searchFilter.skillLevel.${level}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Select
          label={t('ui.peopleFilter.lastActive')}
          items={dateRangeItems}
          value={dateRangeKey(draft.last_active_within_days)}
          onChange={(key) => set('last_active_within_days', dateRangeOf(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label={t('ui.peopleFilter.joined')}
          items={dateRangeItems}
          value={dateRangeKey(draft.joined_within_days)}
          onChange={(key) => set('joined_within_days', dateRangeOf(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <ReferenceChoice
          label={t('ui.peopleFilter.instruments')}
          description={t('ui.searchFilter.anyWhenNone')}
          options={instruments}
          optionName={(option) => instrumentName(option.id, option.description)}
          isLoading={isLoadingReference}
          value={draft.instruments}
          onChange={(ids) => set('instruments', ids)}
        />
        <ReferenceChoice
          label={t('ui.peopleFilter.genres')}
          description={t('ui.searchFilter.anyWhenNone')}
          options={genres}
          optionName={(option) => genreName(option.id, option.description)}
          isLoading={isLoadingReference}
          value={draft.genres}
          onChange={(ids) => set('genres', ids)}
        />
        <Checkbox
          isSelected={draft.from_location}
          onChange={(selected) => set('from_location', selected)}
          className={styles.wide}
        >
          {t('ui.peopleFilter.fromLocation')}
        </Checkbox>
      </form>
      <DialogFooter>
        <Button variant="secondary" onPress={onReset}>
          {t('ui.peopleFilter.resetFilters')}
        </Button>
        <Button type="submit" form={formId}>
          {t('ui.peopleFilter.updateSearch')}
        </Button>
      </DialogFooter>
    </>
  );
}

interface ReferenceChoiceProps {
  label: string;
  description: string;
  options: readonly { id: string; description: string }[];
  /** An option's name in the reader's language. @default its description */
  optionName?: (option: { id: string; description: string }) => string;
  isLoading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Instruments or genres: many checkboxes in columns, scrolling inside the modal. */
function ReferenceChoice({
  label,
  description,
  options,
  optionName = (option) => option.description,
  isLoading,
  value,
  onChange,
}: ReferenceChoiceProps) {
  return (
    <CheckboxGroup
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      className={styles.wide}
    >
      {isLoading ? (
        <Spinner size="small" />
      ) : (
        <div className={styles.choices}>
          {options.map((option) => (
            <Checkbox key={option.id} value={option.id}>
              {optionName(option)}
            </Checkbox>
          ))}
        </div>
      )}
    </CheckboxGroup>
  );
}
