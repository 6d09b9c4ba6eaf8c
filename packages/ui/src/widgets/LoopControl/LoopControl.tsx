import { formatPlayerTime, type LoopRegion, normaliseLoop } from '@backline/domain';
import { type HTMLAttributes, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { Slider } from '../../components/Slider/Slider';
import { Switch } from '../../components/Switch/Switch';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './LoopControl.css';

export interface LoopControlProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The song's length in seconds. */
  duration: number;
  /** The A–B loop, or null when none is set. */
  loop: LoopRegion | null;
  /** Whether the loop plays. */
  loopEnabled: boolean;
  /** Seconds an arrow key moves a thumb. @default 1 */
  step?: number;
  /** A thumb moved: the loop, ordered and at least the shortest loop long. */
  onLoopChange: (loop: LoopRegion) => void;
  onLoopEnabledChange: (enabled: boolean) => void;
  /** Clear removes the loop. */
  onClear: () => void;
}

/**
 * The A–B loop of the studio: a two-thumb range slider (React Aria's Slider) over the
 * song, the loop on or off, and Clear. Each thumb reads its time as m:ss.
 */
export function LoopControl({
  duration,
  loop,
  loopEnabled,
  step = 1,
  onLoopChange,
  onLoopEnabledChange,
  onClear,
  className,
  ...props
}: LoopControlProps) {
  const t = useUIMessages();
  const sliderRef = useRef<HTMLDivElement>(null);
  const values = loop ? [loop.start, loop.end] : [0, duration];

  // React Aria reads a thumb's value with a number format, which has no m:ss; the thumbs' inputs
  // get their time text after every render (React leaves an attribute alone until its own changes).
  useLayoutEffect(() => {
    const inputs = sliderRef.current?.querySelectorAll('input') ?? [];
    inputs.forEach((input, index) => {
      input.setAttribute('aria-valuetext', formatPlayerTime(values[index] ?? 0));
    });
  });

  return (
    <section
      {...props}
      aria-label={t('ui.loopControl.label')}
      className={cx(styles.loopControl, className)}
    >
      <div ref={sliderRef} className={styles.range}>
        <Slider
          label={t('ui.loopControl.label')}
          thumbLabels={[t('ui.loopControl.start'), t('ui.loopControl.end')]}
          showValueLabel={false}
          minValue={0}
          maxValue={duration}
          step={step}
          value={values}
          onChange={([a = 0, b = duration]) => {
            const next = normaliseLoop(a, b, duration);
            if (next) onLoopChange(next);
          }}
        />
        <output className={styles.times} data-testid="loop-times">
          {loop ? `${formatPlayerTime(loop.start)} – ${formatPlayerTime(loop.end)}` : ''}
        </output>
      </div>
      {!loop && <p className={styles.none}>{t('ui.loopControl.none')}</p>}
      <div className={styles.actions}>
        <Switch
          isSelected={loopEnabled && loop !== null}
          isDisabled={!loop}
          onChange={onLoopEnabledChange}
        >
          {t('ui.loopControl.enabled')}
        </Switch>
        <Button variant="secondary" size="small" isDisabled={!loop} onPress={onClear}>
          {t('ui.loopControl.clear')}
        </Button>
      </div>
    </section>
  );
}
