import { COUNT_IN_BAR_CHOICES, type CountInBars } from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { cx } from '../../components/private/cx';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './CountInControl.css';

export interface CountInControlProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Bars of clicks before playing: 0 (off), 1 or 2. */
  bars: 0 | CountInBars;
  /** Beat one is accented. */
  accentBeatOne: boolean;
  /** The count-in plays before each loop pass too, not only before playing. */
  beforeEachPass: boolean;
  onBarsChange: (bars: 0 | CountInBars) => void;
  onAccentBeatOneChange: (accent: boolean) => void;
  onBeforeEachPassChange: (everyPass: boolean) => void;
}

/**
 * The studio's count-in: off, 1 bar or 2 bars of clicks at the tempo heard, beat one
 * accented or not, before playing and optionally before each loop pass.
 */
export function CountInControl({
  bars,
  accentBeatOne,
  beforeEachPass,
  onBarsChange,
  onAccentBeatOneChange,
  onBeforeEachPassChange,
  className,
  ...props
}: CountInControlProps) {
  const t = useUIMessages();
  const isOff = bars === 0;
  return (
    <section
      {...props}
      aria-label={t('ui.countIn.label')}
      className={cx(styles.countInControl, className)}
    >
      <RadioGroup
        label={t('ui.countIn.label')}
        orientation="horizontal"
        value={String(bars)}
        onChange={(value) => {
          const next = Number(value);
          onBarsChange(COUNT_IN_BAR_CHOICES.find((choice) => choice === next) ?? 0);
        }}
      >
        <Radio value="0">{t('ui.countIn.off')}</Radio>
        {COUNT_IN_BAR_CHOICES.map((choice) => (
          <Radio key={choice} value={String(choice)}>
            {t('ui.countIn.bars', { count: choice })}
          </Radio>
        ))}
      </RadioGroup>
      <div className={styles.options}>
        <Checkbox isSelected={accentBeatOne} isDisabled={isOff} onChange={onAccentBeatOneChange}>
          {t('ui.countIn.accent')}
        </Checkbox>
        <Checkbox isSelected={beforeEachPass} isDisabled={isOff} onChange={onBeforeEachPassChange}>
          {t('ui.countIn.everyPass')}
        </Checkbox>
      </div>
    </section>
  );
}
