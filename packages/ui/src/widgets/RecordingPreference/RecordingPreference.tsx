import {
  isRecordingPref,
  RECORDING_PREF_LABELS,
  RECORDING_PREFS,
  type RecordingPref,
} from '@backline/domain';
import { type HTMLAttributes, useId } from 'react';
import { InlineError } from '../../components/InlineError/InlineError';
import { cx } from '../../components/private/cx';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { useUIMessages } from '../../i18n/useUIMessages';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import * as styles from './RecordingPreference.css';

/** How the last save of the preference ended (part 1 §8 "Recording preference save"). */
export const recordingPreferenceResults = ['saved', 'failed'] as const;
export type RecordingPreferenceResult = (typeof recordingPreferenceResults)[number];

/** recording_pref 0, 1, 2 in the spec's order (part 1 §9). */
const choices = Object.values(RECORDING_PREFS) as RecordingPref[];

export interface RecordingPreferenceProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'children'> {
  /** The saved `recording_pref`: 0 none, 1 my audio, 2 my audio and session mix. */
  value: RecordingPref;
  /** Called with the chosen preference as soon as the user picks one (it saves at once). */
  onChange: (value: RecordingPref) => void;
  /** A save is in flight: shows "updating..." under the choices. @default false */
  isSaving?: boolean;
  /**
   * The outcome of the last save: `saved` shows the success message, `failed` "Failed to save
   * recording preference. Please try again later." Leave unset when the app shows toasts instead.
   */
  result?: RecordingPreferenceResult | null;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * The recording preferences of /account/preferences (part 1 §2): one of the three
 * `recording_pref` values, chosen with the arrow keys or a click, saved by the caller at once.
 */
export function RecordingPreference({
  value,
  onChange,
  isSaving = false,
  result = null,
  isDisabled = false,
  className,
  ...props
}: RecordingPreferenceProps) {
  const t = useUIMessages();
  const resultId = useId();
  return (
    <div {...props} className={cx(styles.recordingPreference, className)}>
      <RadioGroup
        label={t('ui.recordingPreference.label')}
        description={t('ui.recordingPreference.description')}
        value={String(value)}
        isDisabled={isDisabled}
        aria-describedby={result ? resultId : undefined}
        onChange={(chosen) => {
          const pref = Number(chosen);
          if (isRecordingPref(pref)) onChange(pref);
        }}
      >
        {choices.map((choice) => (
          <Radio key={choice} value={String(choice)}>
            {/* The spec's lower-case words ("my audio") are the name; CSS capitalises the look. */}
            <span className={styles.optionLabel}>
              {t(`ui.profile.${RECORDING_PREF_LABELS[choice]}`)}
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <SaveStatus status={isSaving ? 'saving' : 'idle'} />
      {result && !isSaving && (
        <InlineError id={resultId} tone={result === 'saved' ? 'success' : 'error'}>
          {t(
            result === 'saved' ? 'ui.profile.recordingPrefSaved' : 'ui.profile.recordingPrefFailed',
          )}
        </InlineError>
      )}
    </div>
  );
}
