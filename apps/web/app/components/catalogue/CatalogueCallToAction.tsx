import { type PublicJamTrack, signInRedirect, storeSongPath } from '@backline/domain';
import { Card, Link } from '@backline/ui';
import { useId } from 'react';
import { useViewer } from '../../hooks/useViewer';
import { useT } from '../../i18n/useT';
import * as styles from './catalogue.css';

const REGISTER_PATH = '/auth/register';

/** The sign-up (or sign-in) address that brings the person back to `returnTo` afterwards. */
function withReturn(path: string, returnTo: string) {
  return `${path}?redirectTo=${encodeURIComponent(returnTo)}`;
}

/**
 * What a public catalogue page asks of its reader (decision 023): a visitor is invited to sign
 * up (or, already a member, to sign in) and comes back to this page afterwards; a signed-in
 * member is pointed to the store, where buying happens. `jamTrack` is a song page's song.
 */
export function CatalogueCallToAction({
  title,
  returnTo,
  jamTrack,
}: {
  title: string;
  returnTo: string;
  jamTrack?: Pick<PublicJamTrack, 'slug'>;
}) {
  const t = useT();
  const me = useViewer();
  const headingId = useId();
  if (me) {
    return (
      <Card as="section" elevation="raised" aria-labelledby={headingId}>
        <div className={styles.callToAction}>
          <h2 id={headingId} className={styles.jamTrackName}>
            {title}
          </h2>
          <p>{t('jamtracks.public.cta.memberText')}</p>
          <div className={styles.actions}>
            <Link
              className={styles.primaryAction}
              href={jamTrack ? storeSongPath(jamTrack) : '/jamtracks'}
            >
              {t(jamTrack ? 'jamtracks.public.cta.buy' : 'jamtracks.public.cta.store')}
            </Link>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card as="section" elevation="raised" aria-labelledby={headingId}>
      <div className={styles.callToAction}>
        <h2 id={headingId} className={styles.jamTrackName}>
          {title}
        </h2>
        <p>{t('jamtracks.public.cta.text')}</p>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} href={withReturn(REGISTER_PATH, returnTo)}>
            {t('jamtracks.public.cta.register')}
          </Link>
          <span>
            {t('jamtracks.public.cta.member')}{' '}
            <Link href={signInRedirect(returnTo)}>{t('jamtracks.public.cta.signIn')}</Link>
          </span>
        </div>
      </div>
    </Card>
  );
}
