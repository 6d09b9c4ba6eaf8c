import {
  COMMITMENTS,
  COWRITING_PURPOSES,
  type Commitment,
  type CowritingPurpose,
  INTEREST_FLAGS,
  type InterestFlag,
  type Profile,
  type ProfileUpdate,
} from '@backline/domain';
import type { ReactNode } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { Select, SelectItem } from '../../components/Select/Select';
import { Switch } from '../../components/Switch/Switch';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './ProfileEditor.css';
import { ProfileSection, type ProfileSectionHeadingLevel } from './ProfileSection';
import { RateField } from './RateField';

export type ProfileInterestsValue = Pick<
  Profile,
  | InterestFlag
  | 'paid_sessions_hourly_rate'
  | 'paid_sessions_daily_rate'
  | 'cowriting_purpose'
  | 'traditional_band_commitment'
  | 'traditional_band_touring'
  | 'virtual_band_commitment'
>;

export interface ProfileInterestsProps {
  /** The saved interest flags and their details (part 1 §3 Interest flags); rates in cents. */
  profile: ProfileInterestsValue;
  /**
   * Called with each change: a flag or a choice at once; a rate (in cents, typed divided by 100)
   * when the user leaves its field or presses Enter.
   */
  onChange: (change: ProfileUpdate) => void;
  /** @default 2 */
  headingLevel?: ProfileSectionHeadingLevel;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The interests of the edit-profile screen, in the spec's order: paid sessions (hourly and daily
 * rate), free sessions, cowriting (purpose), traditional band (commitment, touring), virtual band
 * (commitment). A flag's details show while it is on.
 */
export function ProfileInterests({
  profile,
  onChange,
  headingLevel,
  isDisabled = false,
}: ProfileInterestsProps) {
  const t = useUIMessages();

  const commitment = (field: 'traditional_band_commitment' | 'virtual_band_commitment') => (
    <Select
      label={t('ui.profileEditor.commitment')}
      selectedKey={profile[field]}
      isDisabled={isDisabled}
      onSelectionChange={(key) => onChange({ [field]: Number(key) as Commitment })}
    >
      {COMMITMENTS.map((value) => (
        <SelectItem key={value} id={value}>
          {t(`ui.profile.commitment.${value}`)}
        </SelectItem>
      ))}
    </Select>
  );

  const details: Record<InterestFlag, ReactNode> = {
    paid_sessions: (
      <>
        <RateField
          name="paid_sessions_hourly_rate"
          label={t('ui.profileEditor.hourlyRate')}
          cents={profile.paid_sessions_hourly_rate}
          isDisabled={isDisabled}
          onChange={(cents) => onChange({ paid_sessions_hourly_rate: cents })}
        />
        <RateField
          name="paid_sessions_daily_rate"
          label={t('ui.profileEditor.dailyRate')}
          cents={profile.paid_sessions_daily_rate}
          isDisabled={isDisabled}
          onChange={(cents) => onChange({ paid_sessions_daily_rate: cents })}
        />
      </>
    ),
    free_sessions: null,
    cowriting: (
      <RadioGroup
        label={t('ui.profileEditor.cowritingPurpose')}
        orientation="horizontal"
        isDisabled={isDisabled}
        value={profile.cowriting_purpose === null ? null : String(profile.cowriting_purpose)}
        onChange={(value) => onChange({ cowriting_purpose: Number(value) as CowritingPurpose })}
      >
        {COWRITING_PURPOSES.map((purpose) => (
          <Radio key={purpose} value={String(purpose)}>
            {t(`ui.profile.cowritingPurpose.${purpose}`)}
          </Radio>
        ))}
      </RadioGroup>
    ),
    traditional_band: (
      <>
        {commitment('traditional_band_commitment')}
        <Checkbox
          isSelected={profile.traditional_band_touring === true}
          isDisabled={isDisabled}
          onChange={(touring) => onChange({ traditional_band_touring: touring })}
        >
          {t('ui.profileEditor.touring')}
        </Checkbox>
      </>
    ),
    virtual_band: commitment('virtual_band_commitment'),
  };

  return (
    <ProfileSection title={t('ui.profileEditor.interests')} headingLevel={headingLevel}>
      <ul className={styles.interestList}>
        {INTEREST_FLAGS.map((flag) => (
          <li key={flag} className={styles.interest}>
            <Switch
              isSelected={profile[flag]}
              isDisabled={isDisabled}
              onChange={(on) => onChange({ [flag]: on })}
            >
              {t(`ui.profileEditor.interest.${flag}`)}
            </Switch>
            {profile[flag] && details[flag] && (
              <div className={styles.interestDetails}>{details[flag]}</div>
            )}
          </li>
        ))}
      </ul>
    </ProfileSection>
  );
}
