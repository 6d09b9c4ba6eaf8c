import {
  normaliseTrainer,
  type SpeedTrainer as SpeedTrainerSettings,
  STUDIO_TEMPO_MAX,
  STUDIO_TEMPO_MIN,
  trainerSteps,
  trainerTempoForPass,
} from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../components/private/cx';
import { Switch } from '../../components/Switch/Switch';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SpeedTrainer.css';
import { TrainerNumberField } from './TrainerNumberField';

const PERCENT_MIN = STUDIO_TEMPO_MIN * 100;
const PERCENT_MAX = STUDIO_TEMPO_MAX * 100;

export interface SpeedTrainerProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Start at X %, add Y % every N passes, up to Z %. */
  trainer: SpeedTrainerSettings;
  /** Whether the trainer drives the tempo. */
  isEnabled: boolean;
  /** Loop passes completed since the trainer started, from 0. @default 0 */
  pass?: number;
  /** A setting changed; the trainer is already made usable (normaliseTrainer). */
  onTrainerChange: (trainer: SpeedTrainerSettings) => void;
  onEnabledChange: (enabled: boolean) => void;
}

/**
 * The speed trainer of the studio: start at X %, add Y % every N loop passes up to
 * Z %, with the tempo and the pass it is at, and the ladder of tempos it will play.
 */
export function SpeedTrainer({
  trainer,
  isEnabled,
  pass = 0,
  onTrainerChange,
  onEnabledChange,
  className,
  ...props
}: SpeedTrainerProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const settings = normaliseTrainer(trainer);
  const percentNow = Math.round(trainerTempoForPass(settings, pass) * 100);
  const ladder = trainerSteps(settings)
    .map((tempo) => intl.formatNumber(tempo, { style: 'percent' }))
    .join(', ');
  const edit = (change: Partial<SpeedTrainerSettings>) =>
    onTrainerChange(normaliseTrainer({ ...settings, ...change }));

  return (
    <section
      {...props}
      aria-label={t('ui.speedTrainer.label')}
      className={cx(styles.speedTrainer, className)}
    >
      <Switch isSelected={isEnabled} onChange={onEnabledChange}>
        {t('ui.speedTrainer.enabled')}
      </Switch>
      <div className={styles.fields}>
        <TrainerNumberField
          label={t('ui.speedTrainer.start')}
          value={settings.startPercent}
          minValue={PERCENT_MIN}
          maxValue={PERCENT_MAX}
          onChange={(startPercent) => edit({ startPercent })}
        />
        <TrainerNumberField
          label={t('ui.speedTrainer.step')}
          value={settings.stepPercent}
          minValue={0}
          maxValue={100}
          onChange={(stepPercent) => edit({ stepPercent })}
        />
        <TrainerNumberField
          label={t('ui.speedTrainer.passes')}
          value={settings.passesPerStep}
          minValue={1}
          maxValue={100}
          onChange={(passesPerStep) => edit({ passesPerStep })}
        />
        <TrainerNumberField
          label={t('ui.speedTrainer.max')}
          value={settings.maxPercent}
          minValue={PERCENT_MIN}
          maxValue={PERCENT_MAX}
          onChange={(maxPercent) => edit({ maxPercent })}
        />
      </div>
      {isEnabled && (
        <p className={styles.status} role="status">
          {t('ui.speedTrainer.status', { pass: pass + 1, percent: percentNow })}
        </p>
      )}
      <p className={styles.ladder}>{t('ui.speedTrainer.steps', { steps: ladder })}</p>
    </section>
  );
}
