import { jamTrackPlayerPath, MY_JAMTRACKS_PATH } from '@backline/domain';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import { SuccessIcon } from '../../components/private/icons/icons';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './CheckoutSuccess.css';

export const checkoutSuccessVariants = ['free', 'paid'] as const;
export type CheckoutSuccessVariant = (typeof checkoutSuccessVariants)[number];

export interface CheckoutSuccessProps {
  /** `free` for the free first JamTrack (free=yes), `paid` for an order. */
  variant: CheckoutSuccessVariant;
  /** The claimed JamTrack's id (jamtrackId of the query), for the free variant's button. */
  jamTrackId?: string | null;
  /** The claimed JamTrack's name; while `null` the thank-you names no track. */
  jamTrackName?: string | null;
  /** The free JamTrack's name is loading. @default false */
  isLoading?: boolean;
  /** Where the paid variant's button goes. @default '/my-jamtracks' */
  myJamTracksHref?: string;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The checkout success page (part 2 §2): for the free JamTrack, a thank-you with its name and a
 * button to its player (/jamtrack/{id}); for an order, a thank-you, the promise of a
 * confirmation email, a button to /my-jamtracks and a note about the desktop app for Windows
 * and Mac.
 */
export function CheckoutSuccess({
  variant,
  jamTrackId = null,
  jamTrackName = null,
  isLoading = false,
  myJamTracksHref = MY_JAMTRACKS_PATH,
  className,
}: CheckoutSuccessProps) {
  const t = useUIMessages();
  if (variant === 'free') {
    return (
      <section className={cx(styles.checkoutSuccess, className)}>
        <h1 className={styles.title}>
          <SuccessIcon className={styles.icon} />
          {jamTrackName
            ? t('ui.checkoutSuccess.freeTitle', { name: jamTrackName })
            : t('ui.checkoutSuccess.freeTitleUnnamed')}
        </h1>
        {isLoading && <Spinner size="small" />}
        {jamTrackId && (
          <ButtonLink href={jamTrackPlayerPath(jamTrackId)} variant="primary" size="large">
            {t('ui.checkoutSuccess.freeAction')}
          </ButtonLink>
        )}
      </section>
    );
  }
  return (
    <section className={cx(styles.checkoutSuccess, className)}>
      <h1 className={styles.title}>
        <SuccessIcon className={styles.icon} />
        {t('ui.checkoutSuccess.paidTitle')}
      </h1>
      <p className={styles.text}>{t('ui.checkoutSuccess.paidEmail')}</p>
      <ButtonLink href={myJamTracksHref} variant="primary" size="large">
        {t('ui.checkoutSuccess.paidAction')}
      </ButtonLink>
      <p className={styles.note}>{t('ui.checkoutSuccess.desktopApp')}</p>
    </section>
  );
}
