import { remainingPlayTime } from '@backline/domain';
import { type HTMLAttributes, useId } from 'react';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './PlayTime.css';

export const playTimeHeadingLevels = [2, 3, 4] as const;
export type PlayTimeHeadingLevel = (typeof playTimeHeadingLevels)[number];

export interface PlayTimeProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * `subscription_rules.remaining_month_play_time` (part 2 §3): seconds left this month; null
   * (or missing) when the plan has no limit.
   */
  seconds: number | null | undefined;
  /** The heading level of "Play time this month" in the page outline. @default 2 */
  headingLevel?: PlayTimeHeadingLevel;
}

/**
 * The remaining monthly play time (part 2 §2 Subscription): hours and minutes left (the
 * domain's `remainingPlayTime`), with the rule that only sessions with 2 or more people count,
 * or "unlimited" when the plan has no limit.
 */
export function PlayTime({ seconds, headingLevel = 2, className, ...props }: PlayTimeProps) {
  const t = useUIMessages();
  const labelId = useId();
  const Heading = `h${headingLevel}` as const;
  const time = remainingPlayTime(seconds);

  let value: string;
  let text: string;
  if (time.kind === 'unlimited') {
    value = t('ui.playTime.unlimitedValue');
    text = t('ui.playTime.unlimited');
  } else {
    const hours = t('ui.playTime.hours', { hours: time.hours });
    const minutes = t('ui.playTime.minutes', { minutes: time.minutes });
    value =
      time.hours === 0
        ? minutes
        : time.minutes === 0
          ? hours
          : t('ui.playTime.hoursAndMinutes', { hours, minutes });
    text = t('ui.playTime.left', { time: value });
  }

  return (
    <section {...props} aria-labelledby={labelId} className={cx(styles.playTime, className)}>
      <Heading id={labelId} className={styles.label}>
        {t('ui.playTime.label')}
      </Heading>
      <p className={styles.value} data-kind={time.kind}>
        {value}
      </p>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
