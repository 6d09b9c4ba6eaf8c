import {
  BIOGRAPHY_MAX_LENGTH,
  PROFILE_MESSAGE_IDS,
  type Profile,
  type ProfileUpdate,
} from '@backline/domain';
import { useId } from 'react';
import { TextArea } from '../../components/TextArea/TextArea';
import { useUIMessages } from '../../i18n/useUIMessages';
import { ProfileSection, type ProfileSectionHeadingLevel } from './ProfileSection';
import { profileChangeProblems } from './profileFieldProblem';
import { useDraft } from './useDraft';

export interface ProfileBiographyProps {
  /** The saved biography. */
  profile: Pick<Profile, 'biography'>;
  /**
   * Called with `{biography}` on every keystroke the domain's schema accepts (the route's
   * autosave waits 2 s after text); a text over the limit is shown as too long, not reported.
   */
  onChange: (change: ProfileUpdate) => void;
  /** @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/** The biography of the edit-profile screen, with how much of its limit is used. */
export function ProfileBiography({
  profile,
  onChange,
  headingLevel,
  isDisabled = false,
}: ProfileBiographyProps) {
  const t = useUIMessages();
  const headingId = useId();
  const [draft, setDraft] = useDraft(profile.biography);
  const problem = profileChangeProblems({ biography: draft }).biography;
  return (
    <ProfileSection
      title={t('ui.profileEditor.biography')}
      headingLevel={headingLevel}
      headingId={headingId}
    >
      <TextArea
        aria-labelledby={headingId}
        name="biography"
        rows={6}
        value={draft}
        isDisabled={isDisabled}
        description={t('ui.profileEditor.biographyLength', {
          count: draft.length,
          max: BIOGRAPHY_MAX_LENGTH,
        })}
        errorMessage={problem ? t(PROFILE_MESSAGE_IDS[problem]) : undefined}
        onChange={(value) => {
          setDraft(value);
          if (!profileChangeProblems({ biography: value }).biography)
            onChange({ biography: value });
        }}
      />
    </ProfileSection>
  );
}
