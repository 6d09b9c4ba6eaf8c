import type { Genre, Profile, ProfileUpdate } from '@backline/domain';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup';
import { useGenreName } from '../../i18n/useGenreName';
import { useUIMessages } from '../../i18n/useUIMessages';
import { ProfileSection, type ProfileSectionHeadingLevel } from './ProfileSection';

export interface ProfileGenresProps {
  /** The saved genres (`genre_type` is always 'profile'). */
  profile: Pick<Profile, 'genres'>;
  /** Called with the whole new `genres` list as soon as a genre is ticked or unticked. */
  onChange: (change: ProfileUpdate) => void;
  /** Every genre (GET /genres). */
  genres: readonly Genre[];
  /** @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/** The genres of the edit-profile screen: one checkbox per genre of the reference list. */
export function ProfileGenres({
  profile,
  onChange,
  genres,
  headingLevel,
  isDisabled = false,
}: ProfileGenresProps) {
  const t = useUIMessages();
  const genreName = useGenreName();
  return (
    <ProfileSection title={t('ui.profileEditor.genres')} headingLevel={headingLevel}>
      <CheckboxGroup
        aria-label={t('ui.profileEditor.genres')}
        description={t('ui.profileEditor.genresHint')}
        orientation="horizontal"
        isDisabled={isDisabled}
        value={profile.genres.map((genre) => genre.genre_id)}
        onChange={(ids) =>
          onChange({
            genres: ids.map((genre_id) => ({ genre_id, genre_type: 'profile' as const })),
          })
        }
      >
        {genres.map((genre) => (
          <Checkbox key={genre.id} value={genre.id}>
            {genreName(genre.id, genre.description)}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </ProfileSection>
  );
}
