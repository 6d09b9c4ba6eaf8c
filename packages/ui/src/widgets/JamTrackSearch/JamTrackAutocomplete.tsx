import {
  type AutocompleteResponse,
  type JamTrackSearchCriteria,
  shouldSearchOnEnter,
} from '@backline/domain';
import { type KeyboardEvent, useRef } from 'react';
import { Header, Input, ListBoxSection, ComboBox as RACComboBox } from 'react-aria-components';
import { ComboBoxEarlyText } from '../../components/private/ComboBoxEarlyText';
import { cx } from '../../components/private/cx';
import {
  DropdownItem,
  DropdownListBox,
  DropdownPopover,
  DropdownStatus,
} from '../../components/private/Dropdown/Dropdown';
import * as fieldStyles from '../../components/private/Field/Field.css';
import { FieldLabel } from '../../components/private/Field/FieldParts';
import { SpinnerIcon } from '../../components/private/SpinnerIcon/SpinnerIcon';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './JamTrackSearch.css';
import { criteriaForSuggestion, suggestionKey } from './suggestionCriteria';

export interface JamTrackAutocompleteProps {
  /** The typed text (controlled). */
  inputValue: string;
  /** The text changed: the app fetches GET /jamtracks/autocomplete?match=…&limit=5. */
  onInputChange: (text: string) => void;
  /** The suggestions for the current text, or `null` before any arrived. */
  suggestions: AutocompleteResponse | null;
  /** Suggestions are being fetched. @default false */
  isLoading?: boolean;
  /**
   * A search was asked for: a chosen artist, song or JamTrack (a JamTrack searches as its
   * song), or Enter with non-empty text (part 2 §5) as a search term.
   */
  onSearch: (criteria: JamTrackSearchCriteria) => void;
  /** A class for the field. */
  className?: string;
}

/**
 * The JamTracks search box (part 2 §2): suggestions fetched by the app as the user types,
 * grouped under the headings Songs, Artists and JamTracks. Choosing one searches for it; Enter
 * searches for the typed text when it is not empty.
 */
export function JamTrackAutocomplete({
  inputValue,
  onInputChange,
  suggestions,
  isLoading = false,
  onSearch,
  className,
}: JamTrackAutocompleteProps) {
  const t = useUIMessages();
  const songs = suggestions?.songs ?? [];
  const artists = suggestions?.artists ?? [];
  const jamtracks = suggestions?.jamtracks ?? [];
  const input = useRef<HTMLInputElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // An option under the virtual focus is chosen by the combobox itself (onSelectionChange).
    if (event.currentTarget.getAttribute('aria-activedescendant')) return;
    if (shouldSearchOnEnter(inputValue)) onSearch({ kind: 'term', text: inputValue.trim() });
  }

  return (
    <RACComboBox
      inputValue={inputValue}
      onInputChange={onInputChange}
      onSelectionChange={(key) => {
        if (key === null) return;
        const criteria = criteriaForSuggestion(String(key), suggestions);
        if (criteria) onSearch(criteria);
      }}
      // The server already matched the suggestions: show them all.
      defaultFilter={() => true}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      className={cx(fieldStyles.field, className)}
    >
      <FieldLabel>{t('ui.jamTrackSearch.label')}</FieldLabel>
      <div className={styles.control}>
        <Input
          ref={input}
          className={cx(fieldStyles.input, styles.input)}
          placeholder={t('ui.jamTrackSearch.placeholder')}
          onKeyDown={onKeyDown}
        />
        {isLoading && <Spinner size="small" className={styles.spinner} />}
      </div>
      <DropdownPopover>
        <DropdownListBox
          renderEmptyState={() => (
            <DropdownStatus>
              {isLoading ? (
                <>
                  <SpinnerIcon />
                  {t('ui.comboBox.loading')}
                </>
              ) : (
                t('ui.comboBox.noResults')
              )}
            </DropdownStatus>
          )}
        >
          {songs.length > 0 && (
            <ListBoxSection id="songs">
              <Header className={styles.sectionHeader}>{t('ui.jamTrackSearch.songs')}</Header>
              {songs.map((song) => (
                <DropdownItem
                  key={song.id}
                  id={suggestionKey('song', song.id)}
                  textValue={song.name}
                >
                  {song.name}
                  <span className={styles.suggestionArtist}>
                    {t('ui.jamTrackRow.byArtist', { artist: song.original_artist })}
                  </span>
                </DropdownItem>
              ))}
            </ListBoxSection>
          )}
          {artists.length > 0 && (
            <ListBoxSection id="artists">
              <Header className={styles.sectionHeader}>{t('ui.jamTrackSearch.artists')}</Header>
              {artists.map((artist) => (
                <DropdownItem
                  key={artist.original_artist_slug}
                  id={suggestionKey('artist', artist.original_artist_slug)}
                  textValue={artist.original_artist}
                >
                  {artist.original_artist}
                </DropdownItem>
              ))}
            </ListBoxSection>
          )}
          {jamtracks.length > 0 && (
            <ListBoxSection id="jamtracks">
              <Header className={styles.sectionHeader}>{t('ui.jamTrackSearch.jamtracks')}</Header>
              {jamtracks.map((jamTrack) => (
                <DropdownItem
                  key={jamTrack.id}
                  id={suggestionKey('jamtrack', jamTrack.id)}
                  textValue={jamTrack.name}
                >
                  {jamTrack.name}
                  <span className={styles.suggestionArtist}>
                    {t('ui.jamTrackRow.byArtist', { artist: jamTrack.original_artist })}
                  </span>
                </DropdownItem>
              ))}
            </ListBoxSection>
          )}
        </DropdownListBox>
      </DropdownPopover>
      {/* After the input: its ref is set before this reads it. */}
      <ComboBoxEarlyText input={input} />
    </RACComboBox>
  );
}
