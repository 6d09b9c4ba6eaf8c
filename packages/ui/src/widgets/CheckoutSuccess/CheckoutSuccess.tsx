import { JAMTRACKS_PATH, jamTrackPlayerPath, MY_JAMTRACKS_PATH } from '@backline/domain';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link/Link';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import { SuccessIcon } from '../../components/private/icons/icons';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './CheckoutSuccess.css';

export const checkoutSuccessVariants = ['free', 'paid', 'notFound'] as const;
export type CheckoutSuccessVariant = (typeof checkoutSuccessVariants)[number];

/** A JamTrack the order handed over. */
export interface CheckoutSuccessJamTrack {
  id: string;
  name: string;
  original_artist: string;
}

export interface CheckoutSuccessProps {
  /**
   * `free` for the free first JamTrack (free=yes), `paid` for an order, `notFound` when the
   * page was opened without a purchase of the person's to show (it says so, thanks for nothing).
   */
  variant: CheckoutSuccessVariant;
  /** The claimed JamTrack's id (jamtrackId of the query), for the free variant's button. */
  jamTrackId?: string | null;
  /** The claimed JamTrack's name; while `null` the thank-you names no track. */
  jamTrackName?: string | null;
  /** The claimed JamTrack's original artist, shown under the thank-you. */
  originalArtist?: string | null;
  /** How many tracks (stems) the claimed JamTrack has. */
  trackCount?: number | null;
  /** The JamTracks of a paid order, each linking to its player. @default [] */
  jamTracks?: readonly CheckoutSuccessJamTrack[];
  /** The free JamTrack's name is loading. @default false */
  isLoading?: boolean;
  /** Where the My JamTracks button goes. @default '/my-jamtracks' */
  myJamTracksHref?: string;
  /** Where "Browse more JamTracks" goes. @default '/jamtracks' */
  browseHref?: string;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The checkout success page (part 2 §2): for the free JamTrack, a thank-you with its name, what
 * it holds, a button to its player (/jamtrack/{id}) and ways on (My JamTracks, more JamTracks);
 * for an order, a thank-you, what was bought, the promise of a confirmation email, a button to
 * /my-jamtracks and a note about the desktop app for Windows and Mac; with nothing to show, a
 * plain word that there is no purchase here and the same ways on.
 */
export function CheckoutSuccess({
  variant,
  jamTrackId = null,
  jamTrackName = null,
  originalArtist = null,
  trackCount = null,
  jamTracks = [],
  isLoading = false,
  myJamTracksHref = MY_JAMTRACKS_PATH,
  browseHref = JAMTRACKS_PATH,
  className,
}: CheckoutSuccessProps) {
  const t = useUIMessages();
  const listId = useId();
  const browse = (
    <p className={styles.links}>
      <Link href={browseHref}>{t('ui.checkoutSuccess.browseMore')}</Link>
    </p>
  );
  if (variant === 'notFound') {
    return (
      <section className={cx(styles.checkoutSuccess, className)}>
        <h1 className={styles.title}>{t('ui.checkoutSuccess.notFoundTitle')}</h1>
        <p className={styles.text}>{t('ui.checkoutSuccess.notFoundText')}</p>
        <ButtonLink href={myJamTracksHref} variant="primary" size="large">
          {t('ui.checkoutSuccess.paidAction')}
        </ButtonLink>
        {browse}
      </section>
    );
  }
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
        {originalArtist && (
          <p className={styles.text}>
            <FormattedMessage
              id={trackCount ? 'ui.checkoutSuccess.freeWhatTracks' : 'ui.checkoutSuccess.freeWhat'}
              values={{ artist: <bdi>{originalArtist}</bdi>, count: trackCount ?? 0 }}
            />
          </p>
        )}
        <p className={styles.text}>{t('ui.checkoutSuccess.freeExplain')}</p>
        {jamTrackId && (
          <ButtonLink href={jamTrackPlayerPath(jamTrackId)} variant="primary" size="large">
            {t('ui.checkoutSuccess.freeAction')}
          </ButtonLink>
        )}
        <p className={styles.links}>
          <Link href={myJamTracksHref}>{t('ui.checkoutSuccess.paidAction')}</Link>
          <Link href={browseHref}>{t('ui.checkoutSuccess.browseMore')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className={cx(styles.checkoutSuccess, className)}>
      <h1 className={styles.title}>
        <SuccessIcon className={styles.icon} />
        {t('ui.checkoutSuccess.paidTitle')}
      </h1>
      {jamTracks.length > 0 && (
        <div className={styles.order}>
          <h2 id={listId} className={styles.subtitle}>
            {t('ui.checkoutSuccess.orderItems')}
          </h2>
          <ul aria-labelledby={listId} className={styles.items}>
            {jamTracks.map((jamTrack) => (
              <li key={jamTrack.id}>
                <Link href={jamTrackPlayerPath(jamTrack.id)}>{jamTrack.name}</Link>{' '}
                <span className={styles.note}>
                  <FormattedMessage
                    id="ui.checkoutSuccess.byArtist"
                    values={{ artist: <bdi>{jamTrack.original_artist}</bdi> }}
                  />
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.text}>{t('ui.checkoutSuccess.paidEmail')}</p>
      <ButtonLink href={myJamTracksHref} variant="primary" size="large">
        {t('ui.checkoutSuccess.paidAction')}
      </ButtonLink>
      <p className={styles.note}>{t('ui.checkoutSuccess.desktopApp')}</p>
      {browse}
    </section>
  );
}
