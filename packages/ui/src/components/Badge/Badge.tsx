import { BADGE_MAX, badgeCount } from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { useUIMessages } from '../../i18n/useUIMessages';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/visuallyHidden.css';
import * as styles from './Badge.css';

export const badgeTones = ['accent', 'danger', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The count. Nothing renders at 0; at 99 or more it shows "99+" (domain `badgeCount`). */
  count: number;
  /** @default 'danger' */
  tone?: BadgeTone;
}

/**
 * A count on a notification bell or a tab. Screen readers hear the exact meaning ("99 or more")
 * where the badge shows a capped count.
 */
export function Badge({ count, tone = 'danger', className, ...props }: BadgeProps) {
  const t = useUIMessages();
  const text = badgeCount(count);
  if (text === null) return null;
  // The display shows a capped count ("99+"): say what it means instead of "99 plus".
  const isCapped = text !== String(Math.floor(count));
  return (
    <span {...props} className={cx(styles.badge, styles.tone[tone], className)}>
      {isCapped ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className={visuallyHidden}>{t('ui.badge.atLeast', { max: BADGE_MAX })}</span>
        </>
      ) : (
        t('ui.badge.count', { count: Math.floor(count) })
      )}
    </span>
  );
}
