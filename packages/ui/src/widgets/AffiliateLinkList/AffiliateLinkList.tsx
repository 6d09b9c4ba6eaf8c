import {
  AFFILIATE_AGREEMENT_PATH,
  type AffiliateLinkContext,
  affiliateArtistLink,
  affiliateHomeLink,
  affiliateSongLink,
  type JamTrackArtist,
  type JamTrackSuggestion,
} from '@backline/domain';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './AffiliateLinkList.css';

/** Writes a link to the clipboard; rejects when the browser refuses. */
export type CopyLink = (url: string) => Promise<void>;

const copyWithClipboard: CopyLink = (url) => navigator.clipboard.writeText(url);

export interface AffiliateLinkListProps {
  /**
   * The main site, the partner account id (null while loading: the placeholder shows) and whether
   * the agreement is signed (unsigned → every link points to /affiliate/agreement).
   */
  context: AffiliateLinkContext;
  /** The song links to list (a chosen song, or the songs of an Enter search). @default [] */
  songs?: readonly JamTrackSuggestion[];
  /** The artist links to list (a chosen artist). @default [] */
  artists?: readonly JamTrackArtist[];
  /** The song/artist autocomplete (e.g. JamTrackAutocomplete), shown above the results. */
  search?: ReactNode;
  /** How a link is copied. @default navigator.clipboard.writeText */
  onCopy?: CopyLink;
  /** A class for the outer element. */
  className?: string;
}

/** One link: its text, selectable, and a copy button that says whether it worked. */
function CopyableLink({ label, url, onCopy }: { label: string; url: string; onCopy: CopyLink }) {
  const t = useUIMessages();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <li className={styles.item}>
      <span className={styles.itemLabel}>{label}</span>
      <span className={styles.linkRow}>
        <code className={styles.url} dir="ltr">
          {url}
        </code>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('ui.affiliateLinkList.copyLabel', { name: label })}
          onPress={() =>
            onCopy(url).then(
              () => setStatus('copied'),
              () => setStatus('failed'),
            )
          }
        >
          {t('ui.affiliateLinkList.copy')}
        </Button>
        <span className={styles.status} role="status">
          {status === 'copied' && t('ui.affiliateLinkList.copied')}
          {status === 'failed' && t('ui.affiliateLinkList.copyFailed')}
        </span>
      </span>
    </li>
  );
}

/**
 * Affiliate links (part 2 §2): the home-page link (the code is the partner account id, a
 * placeholder until loaded) with a copy button, then the song and artist links the autocomplete
 * found. Links are built by the domain (`affiliateHomeLink`, `affiliateSongLink`,
 * `affiliateArtistLink`): until the agreement is signed they all point to /affiliate/agreement,
 * and a note says so.
 */
export function AffiliateLinkList({
  context,
  songs = [],
  artists = [],
  search,
  onCopy = copyWithClipboard,
  className,
}: AffiliateLinkListProps) {
  const t = useUIMessages();
  return (
    <div className={cx(styles.affiliateLinkList, className)}>
      {!context.signed && (
        <Alert tone="warning">
          <span className={styles.notSigned}>
            <span>{t('ui.affiliateLinkList.notSigned')}</span>
            <Link href={AFFILIATE_AGREEMENT_PATH}>{t('ui.affiliateLinkList.agreement')}</Link>
          </span>
        </Alert>
      )}
      <section className={styles.section} aria-labelledby="affiliate-home-link">
        <h2 id="affiliate-home-link" className={styles.heading}>
          {t('ui.affiliateLinkList.homeTitle')}
        </h2>
        <ul className={styles.list}>
          <CopyableLink
            label={t('ui.affiliateLinkList.home')}
            url={affiliateHomeLink(context)}
            onCopy={onCopy}
          />
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="affiliate-search-links">
        <h2 id="affiliate-search-links" className={styles.heading}>
          {t('ui.affiliateLinkList.searchTitle')}
        </h2>
        {search}
        {songs.length > 0 && (
          <ul className={styles.list} aria-label={t('ui.affiliateLinkList.songs')}>
            {songs.map((song) => (
              <CopyableLink
                key={song.id}
                label={t('ui.affiliateLinkList.songLabel', {
                  name: song.name,
                  artist: song.original_artist,
                })}
                url={affiliateSongLink(context, song)}
                onCopy={onCopy}
              />
            ))}
          </ul>
        )}
        {artists.length > 0 && (
          <ul className={styles.list} aria-label={t('ui.affiliateLinkList.artists')}>
            {artists.map((artist) => (
              <CopyableLink
                key={artist.original_artist_slug}
                label={artist.original_artist}
                url={affiliateArtistLink(context, artist)}
                onCopy={onCopy}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
