import type {
  City,
  Country,
  Genre,
  Instrument,
  Profile,
  ProfileUpdate,
  Region,
} from '@backline/domain';
import { type HTMLAttributes, useCallback, useState } from 'react';
import { cx } from '../../components/private/cx';
import { ProfileBasics } from './ProfileBasics';
import { ProfileBiography } from './ProfileBiography';
import * as styles from './ProfileEditor.css';
import { ProfileGenres } from './ProfileGenres';
import { ProfileInstruments } from './ProfileInstruments';
import { ProfileInterests } from './ProfileInterests';
import type { ProfileSectionHeadingLevel } from './ProfileSection';

export interface ProfileEditorProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'children'> {
  /** The saved profile (GET /users/{id}/profile): the sections show it and report changes to it. */
  profile: Profile;
  /**
   * Called with each change as a partial body of POST /users/{id}: hand it to the domain's
   * `profileChanged`, which saves text after a 2 s pause and everything else at once (part 1 §4).
   * Values the domain's schema refuses (an empty first name) are shown, never reported.
   */
  onChange: (change: ProfileUpdate) => void;
  /** Every country (GET /countries' `countriesx`). */
  countries: readonly Country[];
  /** The regions of the profile's country, when the route already has them. */
  regions?: readonly Region[];
  /** The cities of the profile's country and state, when the route already has them. */
  cities?: readonly City[];
  /** Loads a country's regions (GET /regions?country). */
  loadRegions: (country: string) => Promise<readonly Region[]>;
  /** Loads a country's cities, in a region when it has regions (GET /cities?country&region). */
  loadCities: (country: string, region: string | null) => Promise<readonly City[]>;
  /** Every instrument (GET /instruments). */
  instruments: readonly Instrument[];
  /** Every genre (GET /genres). */
  genres: readonly Genre[];
  /** The level of the sections' headings. @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The saved profile with the user's changes applied as they are reported, so a switch moves and
 * a second click reports the opposite value while the save is still on its way. A new saved
 * profile (a reload) replaces the edits.
 */
function useEditedProfile(
  saved: Profile,
  onChange: (change: ProfileUpdate) => void,
): [Profile, (change: ProfileUpdate) => void] {
  const [state, setState] = useState({ saved, shown: saved });
  let shown = state.shown;
  if (!Object.is(state.saved, saved)) {
    setState({ saved, shown: saved });
    shown = saved;
  }
  const change = useCallback(
    (update: ProfileUpdate) => {
      setState((current) => ({ ...current, shown: { ...current.shown, ...update } }));
      onChange(update);
    },
    [onChange],
  );
  return [shown, change];
}

/**
 * The edit-profile screen's sections (part 1 §2, §3 Profile): basics, biography, interests,
 * instruments, genres. Presentational: the route loads the data, autosaves what it reports, and
 * shows the `SaveStatus` and the `AvatarEditor` beside it.
 */
export function ProfileEditor({
  profile,
  onChange,
  countries,
  regions,
  cities,
  loadRegions,
  loadCities,
  instruments,
  genres,
  headingLevel = 2,
  isDisabled = false,
  className,
  ...props
}: ProfileEditorProps) {
  const [shown, change] = useEditedProfile(profile, onChange);
  const shared = { onChange: change, headingLevel, isDisabled };
  return (
    <div {...props} className={cx(styles.profileEditor, className)}>
      <ProfileBasics
        {...shared}
        profile={shown}
        countries={countries}
        // The route's lists belong to the saved place: a newly chosen country (or region) loads
        // its own instead of showing the saved one's (a newcomer with no saved country saw none).
        regions={shown.country === profile.country ? regions : undefined}
        cities={
          shown.country === profile.country && shown.state === profile.state ? cities : undefined
        }
        loadRegions={loadRegions}
        loadCities={loadCities}
      />
      <ProfileBiography {...shared} profile={shown} />
      <ProfileInterests {...shared} profile={shown} />
      <ProfileInstruments {...shared} profile={shown} instruments={instruments} />
      <ProfileGenres {...shared} profile={shown} genres={genres} />
    </div>
  );
}
