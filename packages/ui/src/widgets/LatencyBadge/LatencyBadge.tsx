import { type LatencyData, latencyBand, latencyTotal } from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { cx } from '../../components/private/cx';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './LatencyBadge.css';

export interface LatencyBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The person's latency data (`person.latency_data`). The band is the domain's `latencyBand`:
   * GOOD 0–40 ms, FAIR above 40 up to 60, HIGH above 60, UNKNOWN when either value is missing.
   */
  latency: LatencyData | null | undefined;
  /** Also shows the total in milliseconds after the band ("GOOD 32 ms"). @default false */
  showTotal?: boolean;
}

/**
 * The latency badge of part 1 §4: the band's word on the band's colour (green, amber, red, grey).
 * Screen readers hear "Latency: GOOD, 32 ms" — the word and the total, never the colour alone.
 *
 * How to use: `<LatencyBadge latency={person.latency_data} />` in a people row, card or panel.
 */
export function LatencyBadge({
  latency,
  showTotal = false,
  className,
  ...props
}: LatencyBadgeProps) {
  const t = useUIMessages();
  const band = latencyBand(latency);
  const total = latencyTotal(latency);
  const milliseconds = total === null ? null : t('ui.latencyBadge.milliseconds', { total });
  return (
    // Isolated, in the direction of its own words: "GOOD, 20.6 ms" never reads "ms 20.6 GOOD".
    <span
      dir="auto"
      {...props}
      data-band={band}
      className={cx(styles.badge, styles.band[band], className)}
    >
      <span className={visuallyHidden}>{t('ui.latencyBadge.label')}: </span>
      {t(`ui.latency.${band}`)}
      {milliseconds &&
        (showTotal ? (
          <span className={styles.total}>{milliseconds}</span>
        ) : (
          <span className={visuallyHidden}>, {milliseconds}</span>
        ))}
    </span>
  );
}
