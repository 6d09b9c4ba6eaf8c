import {
  buildMixCreationPayload,
  canCreateMix,
  emptyMixForm,
  type JamTrack,
  MAX_CUSTOM_MIXES,
  type MixCreationPayload,
  type MixForm,
  type MixFormErrors,
  mixableTracks,
  mixFormReducer,
  PITCH_OPTIONS,
  type PitchOption,
  TEMPO_OPTIONS,
  type TempoOption,
  validateMixForm,
} from '@backline/domain';
import { type FormEvent, type HTMLAttributes, useReducer, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup';
import { cx } from '../../components/private/cx';
import { Select, SelectItem } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import { useTrackLabel } from '../private/trackLabel';
import * as styles from './MixEditor.css';

export interface MixEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The JamTrack the mix is made of: its stems (Track and Click) can be muted. */
  jamTrack: Pick<JamTrack, 'id' | 'tracks'>;
  /** How many custom mixes exist: at 5 (part 2 §9) everything is disabled. */
  mixCount: number;
  /**
   * Called with the body of POST /mixdowns once the form is valid. While the promise runs the
   * button says "Creating Mix..."; when it resolves the form resets (empty name, tempo and pitch
   * original, nothing muted, no count-in); when it rejects the form keeps its values.
   */
  onCreate: (payload: MixCreationPayload) => Promise<unknown>;
}

type ShownErrors = Partial<Record<'tracks' | 'name', boolean>>;

/**
 * The Create Mix form (part 2 §4, §5, §9): a name, a tempo (original, 5–80 % slower, 5–50 %
 * faster), a pitch (original, 1–12 semitones down or up), the tracks to mute and a count-in.
 * It needs at least one muted track and a name, and is disabled once 5 mixes exist.
 */
export function MixEditor({
  jamTrack,
  mixCount,
  onCreate,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: MixEditorProps) {
  const t = useUIMessages();
  const trackLabel = useTrackLabel();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch] = useReducer(mixFormReducer, {
    form: emptyMixForm(),
    status: 'idle',
  });
  const [shown, setShown] = useState<ShownErrors>({});
  const [hasFailed, setFailed] = useState(false);
  const { form, status } = state;
  const isCreating = status === 'creating';
  const atLimit = !canCreateMix(mixCount);
  const isDisabled = atLimit || isCreating;
  const stems = mixableTracks(jamTrack.tracks);
  const errors: MixFormErrors = validateMixForm(form, jamTrack.tracks);

  const edit = (next: Partial<MixForm>, field?: keyof ShownErrors) => {
    dispatch({ type: 'edit', form: { ...form, ...next } });
    if (field) setShown((current) => ({ ...current, [field]: false }));
  };

  const tempoLabel = (option: TempoOption) => {
    if (option.speed === 1) return t('ui.mixEditor.original');
    const percent = Math.round(Math.abs(option.speed - 1) * 100);
    return option.speed < 1
      ? t('ui.mixEditor.slower', { percent })
      : t('ui.mixEditor.faster', { percent });
  };
  const pitchLabel = (option: PitchOption) => {
    if (option.semitones === 0) return t('ui.mixEditor.original');
    const count = Math.abs(option.semitones);
    return option.semitones < 0
      ? t('ui.mixEditor.semitonesDown', { count })
      : t('ui.mixEditor.semitonesUp', { count });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    if (errors.tracks || errors.name) {
      setShown({ tracks: Boolean(errors.tracks), name: Boolean(errors.name) });
      const first = errors.tracks ? 'input[type="checkbox"]' : 'input[name="name"]';
      formRef.current?.querySelector<HTMLInputElement>(first)?.focus();
      return;
    }
    setFailed(false);
    dispatch({ type: 'submit' });
    onCreate(buildMixCreationPayload(jamTrack, form)).then(
      () => {
        setShown({});
        dispatch({ type: 'succeeded' });
      },
      () => {
        setFailed(true);
        dispatch({ type: 'failed' });
      },
    );
  };

  return (
    <section
      {...props}
      aria-label={ariaLabel ?? (ariaLabelledBy ? undefined : t('ui.mix.create'))}
      aria-labelledby={ariaLabelledBy}
      className={cx(styles.mixEditor, className)}
    >
      <form ref={formRef} noValidate className={styles.form} onSubmit={submit}>
        {atLimit && (
          <Alert tone="info">{t('mix.maxMixesReached', { max: MAX_CUSTOM_MIXES })}</Alert>
        )}
        <TextField
          label={t('ui.mixEditor.name')}
          name="name"
          value={form.name}
          isRequired
          isDisabled={isDisabled}
          onChange={(name) => edit({ name }, 'name')}
          errorMessage={shown.name && errors.name ? t('mix.nameRequired') : undefined}
        />
        <div className={styles.settings}>
          <Select
            label={t('ui.mixEditor.tempo')}
            items={TEMPO_OPTIONS.map((option) => ({ id: option.value, label: tempoLabel(option) }))}
            selectedKey={form.tempo}
            isDisabled={isDisabled}
            onSelectionChange={(key) => key !== null && edit({ tempo: String(key) })}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
          <Select
            label={t('ui.mixEditor.pitch')}
            items={PITCH_OPTIONS.map((option) => ({ id: option.value, label: pitchLabel(option) }))}
            selectedKey={form.pitch}
            isDisabled={isDisabled}
            onSelectionChange={(key) => key !== null && edit({ pitch: String(key) })}
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        </div>
        <CheckboxGroup
          label={t('ui.mixEditor.muteTracks')}
          description={t('ui.mixEditor.muteTracksDescription')}
          value={[...form.mutedTrackIds]}
          isDisabled={isDisabled}
          onChange={(mutedTrackIds) => edit({ mutedTrackIds }, 'tracks')}
          errorMessage={shown.tracks && errors.tracks ? t('mix.selectTrack') : undefined}
        >
          {stems.map((track) => (
            <Checkbox key={track.id} value={track.id}>
              {trackLabel(track)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        {/* Part 2 §5: the count-in is a flag of the mix, not a track. */}
        <Checkbox
          isSelected={form.countIn}
          isDisabled={isDisabled}
          description={t('ui.mixEditor.countInDescription')}
          onChange={(countIn) => edit({ countIn })}
        >
          {t('ui.mix.countIn')}
        </Checkbox>
        {hasFailed && <Alert tone="error">{t('ui.mixEditor.failed')}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" isDisabled={isDisabled}>
            {isCreating ? t('ui.mix.creating') : t('ui.mix.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
