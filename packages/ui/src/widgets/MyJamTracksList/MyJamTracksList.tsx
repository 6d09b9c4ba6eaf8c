import {
  appendUniqueById,
  JAMTRACKS_PATH,
  type JamTrack,
  jamTrackPlayerPath,
  shouldLoadNextMyJamTracksPage,
} from '@backline/domain';
import { useEffect, useRef } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { SearchField } from '../../components/SearchField/SearchField';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './MyJamTracksList.css';

/** What a row of My JamTracks shows. */
export type MyJamTrack = Pick<JamTrack, 'id' | 'name' | 'original_artist'>;

export interface MyJamTracksListProps {
  /** The owned JamTracks loaded so far, page after page (GET /jamtracks/purchased). */
  items: readonly MyJamTrack[];
  /** The start of the next page, or `null` once the last page arrived (`next` of the answer). */
  next: number | null;
  /** Called when the last item is reached (seen on screen, or focused) and a next page exists. */
  onLoadMore: () => void;
  /** The search box's text (controlled). */
  search: string;
  /** The search text changed. The app restarts the list after 1 s without typing (part 2 §4). */
  onSearchChange: (text: string) => void;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** A next page is loading. @default false */
  isLoadingMore?: boolean;
  /** Loading failed: an error with "Try again" (`onRetry`). @default false */
  hasError?: boolean;
  /** "Try again" after a failed load. */
  onRetry?: () => void;
  /** Where the empty state's "Find JamTracks" goes. @default '/jamtracks' */
  findJamTracksHref?: string;
  /** A class for the outer element. */
  className?: string;
}

/**
 * My JamTracks (part 2 §2): a search box and a scrolling list of owned JamTracks, each linking to
 * its player and saying "by artist". The next page is asked for once per page when the last item
 * is reached (the domain's `shouldLoadNextMyJamTracksPage`); items are shown once even if pages
 * overlap.
 */
export function MyJamTracksList({
  items,
  next,
  onLoadMore,
  search,
  onSearchChange,
  isLoading = false,
  isLoadingMore = false,
  hasError = false,
  onRetry,
  findJamTracksHref = JAMTRACKS_PATH,
  className,
}: MyJamTracksListProps) {
  const t = useUIMessages();
  const unique = appendUniqueById([] as MyJamTrack[], items);
  const lastRef = useRef<HTMLLIElement>(null);
  // The page last asked for: one request per page, however often the last item shows up.
  const requested = useRef<string | null>(null);
  const latest = useRef({ unique, next, busy: isLoading || isLoadingMore, onLoadMore });
  latest.current = { unique, next, busy: isLoading || isLoadingMore, onLoadMore };

  const reachLastItem = () => {
    const { unique: list, next: start, busy, onLoadMore: load } = latest.current;
    if (!shouldLoadNextMyJamTracksPage({ items: list, next: start }, list.length - 1, busy)) return;
    const page = `${start}:${list.length}`;
    if (requested.current === page) return;
    requested.current = page;
    load();
  };

  // A shorter list is a restarted one (a new search): its pages may be asked for again.
  const previousLength = useRef(0);
  useEffect(() => {
    if (unique.length < previousLength.current) requested.current = null;
    previousLength.current = unique.length;
  }, [unique.length]);

  const lastId = unique.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-observe when the last item changes
  useEffect(() => {
    const last = lastRef.current;
    if (!last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) reachLastItem();
    });
    observer.observe(last);
    return () => observer.disconnect();
  }, [lastId, next, isLoadingMore]);

  return (
    <div className={cx(styles.myJamTracksList, className)}>
      <SearchField
        className={styles.search}
        label={t('ui.myJamTracksList.search')}
        value={search}
        onChange={onSearchChange}
      />
      {hasError && (
        <Alert tone="error">
          {t('ui.myJamTracksList.error')}{' '}
          {onRetry && (
            <Button variant="secondary" size="small" onPress={onRetry}>
              {t('ui.myJamTracksList.retry')}
            </Button>
          )}
        </Alert>
      )}
      {isLoading && unique.length === 0 && (
        <div className={styles.status}>
          <Spinner />
        </div>
      )}
      {!isLoading && !hasError && unique.length === 0 && (
        <div className={styles.status}>
          <p className={styles.message}>
            {search.trim()
              ? t('ui.myJamTracksList.noMatches', { search: search.trim() })
              : t('ui.myJamTracksList.empty')}
          </p>
          {!search.trim() && (
            <Link href={findJamTracksHref} variant="standalone">
              {t('ui.myJamTracksList.findJamTracks')}
            </Link>
          )}
        </div>
      )}
      {unique.length > 0 && (
        <ul
          className={styles.list}
          aria-label={t('ui.myJamTracksList.label')}
          aria-busy={isLoadingMore || undefined}
        >
          {unique.map((jamTrack, index) => {
            const isLast = index === unique.length - 1;
            return (
              <li key={jamTrack.id} ref={isLast ? lastRef : undefined} className={styles.item}>
                <RACLink
                  href={jamTrackPlayerPath(jamTrack.id)}
                  className={styles.link}
                  // A keyboard user reaches the end by Tab, maybe without scrolling.
                  onFocus={isLast ? reachLastItem : undefined}
                >
                  <span className={styles.name}>{jamTrack.name}</span>
                  <span className={styles.artist}>
                    {t('ui.jamTrackRow.byArtist', { artist: jamTrack.original_artist })}
                  </span>
                </RACLink>
              </li>
            );
          })}
        </ul>
      )}
      {isLoadingMore && (
        <div className={styles.status}>
          <Spinner label={t('ui.myJamTracksList.loadingMore')} />
        </div>
      )}
    </div>
  );
}
