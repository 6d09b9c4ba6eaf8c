import { type JamTrack, moreByArtistPath } from '@backline/domain';
import type { HTMLAttributes } from 'react';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './HelpResources.css';

/** A help article: its title and address. */
export interface HelpArticle {
  title: string;
  href: string;
}

export interface HelpResourcesProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The JamTrack whose artist the "More by" link searches for. */
  jamTrack: Pick<JamTrack, 'original_artist' | 'original_artist_slug'>;
  /** Help articles about the player, mixes and downloads; they open in a new tab. */
  articles: readonly HelpArticle[];
  /** The JamTracks home. @default '/jamtracks' */
  jamTracksHref?: string;
}

/**
 * Help resources of the JamTrack page (part 2 §2): help-article links, the JamTracks home and
 * more by the same artist (/jamtracks?artist=…).
 */
export function HelpResources({
  jamTrack,
  articles,
  jamTracksHref = '/jamtracks',
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: HelpResourcesProps) {
  const t = useUIMessages();
  return (
    <nav
      {...props}
      aria-label={ariaLabel ?? (ariaLabelledBy ? undefined : t('ui.helpResources.label'))}
      aria-labelledby={ariaLabelledBy}
      className={cx(styles.helpResources, className)}
    >
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.href}>
            <Link variant="standalone" href={article.href} isExternal>
              {article.title}
            </Link>
          </li>
        ))}
        <li>
          <Link variant="standalone" href={jamTracksHref}>
            {t('ui.helpResources.jamTracksHome')}
          </Link>
        </li>
        <li>
          <Link variant="standalone" href={moreByArtistPath(jamTrack)}>
            {t('ui.helpResources.moreByArtist', { artist: jamTrack.original_artist })}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
