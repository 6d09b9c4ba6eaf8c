import {
  type AutocompleteResponse,
  type JamTrack,
  type JamTrackSearchCriteria,
  jamTrackSearchHeading,
  SHOPPING_CART_PATH,
  type Track,
} from '@backline/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import {
  ResponsiveCollection,
  type ResponsiveCollectionColumn,
  type ResponsiveCollectionLayout,
} from '../../components/ResponsiveCollection/ResponsiveCollection';
import { useUIMessages } from '../../i18n/useUIMessages';
import { JamTrackPurchase, type JamTrackShopper } from '../JamTrackRow/JamTrackPurchase';
import { JamTrackRow } from '../JamTrackRow/JamTrackRow';
import { JamTrackTrackList } from '../JamTrackRow/JamTrackTrackList';
import { JamTrackAutocomplete } from './JamTrackAutocomplete';
import * as styles from './JamTrackSearch.css';

/** The outcome of the last add to cart (part 2 §8), shown until the next one. */
export const addToCartResults = ['added', 'failed'] as const;
export type AddToCartResult = (typeof addToCartResults)[number];

export interface JamTrackSearchProps {
  /** What the results show: all, a search term, an artist or a song (the domain's criteria). */
  criteria: JamTrackSearchCriteria;
  /** A new search was asked for from the search box (a suggestion, or Enter with text). */
  onSearch: (criteria: JamTrackSearchCriteria) => void;
  /** The search box's text (controlled). */
  inputValue: string;
  /** The search box's text changed: fetch suggestions for it. */
  onInputChange: (text: string) => void;
  /** Suggestions for `inputValue` (GET /jamtracks/autocomplete), or `null`. */
  suggestions?: AutocompleteResponse | null;
  /** Suggestions are being fetched. @default false */
  isSuggesting?: boolean;

  /** The loaded pages of results, in order. */
  jamTracks: readonly JamTrack[];
  /** How many JamTracks match in all (`count` of GET /jamtracks). */
  count: number;
  /** The first page is loading. @default false */
  isLoading?: boolean;
  /** The search failed: an error with "Try again" (`onRetry`) in place of the results. @default false */
  hasError?: boolean;
  /** "Try again" after a failed search. */
  onRetry?: () => void;
  /** Shows "Load more" (and loads as the swipe cards near their end). Pass it only while `next` exists. */
  onLoadMore?: () => void;
  /** The next page is loading. @default false */
  isLoadingMore?: boolean;

  /** The signed-in user (`show_free_jamtrack`), or `null` when signed out. */
  user: JamTrackShopper;
  /** "Add to cart" on a JamTrack. */
  onAddToCart?: (jamTrackId: string) => void;
  /** "Get it free" on a JamTrack. */
  onGetItFree?: (jamTrackId: string) => void;
  /** The JamTrack whose add or free claim is in flight. */
  pendingJamTrackId?: string | null;
  /** "JamTrack was added to cart successfully." or the add error (part 2 §8). */
  addToCartResult?: AddToCartResult | null;
  /** Items in the cart: a "View Cart (n)" link shows when above zero. @default 0 */
  cartCount?: number;
  /** Where "View Cart" and "already in cart" go. @default '/shopping-cart' */
  cartHref?: string;
  /** The catalogue PDF's address; without it the link is not shown. */
  catalogueHref?: string;

  /** The track whose preview is playing, or `null`. */
  previewTrackId?: string | null;
  /** A preview was toggled; without it no preview buttons show. */
  onPreviewChange?: (track: Track | null) => void;

  /**
   * `auto`: a table (song, tracks, shop) from sm up, swipe cards with "JamTrack n of total"
   * below. @default 'auto'
   */
  layout?: ResponsiveCollectionLayout;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The JamTracks search page's body (part 2 §2): the autocomplete box, "View Cart (n)" and the
 * catalogue link, a heading for the selection or search term with the count, the results as a
 * table or swipe cards with each JamTrack's purchase area, and "load more".
 */
export function JamTrackSearch({
  criteria,
  onSearch,
  inputValue,
  onInputChange,
  suggestions = null,
  isSuggesting = false,
  jamTracks,
  count,
  isLoading = false,
  hasError = false,
  onRetry,
  onLoadMore,
  isLoadingMore = false,
  user,
  onAddToCart,
  onGetItFree,
  pendingJamTrackId = null,
  addToCartResult = null,
  cartCount = 0,
  cartHref = SHOPPING_CART_PATH,
  catalogueHref,
  previewTrackId = null,
  onPreviewChange,
  layout = 'auto',
  className,
}: JamTrackSearchProps) {
  const t = useUIMessages();
  const heading = jamTrackSearchHeading(criteria);
  const headingText =
    heading.kind === 'all'
      ? t('ui.jamTrackSearch.headingAll')
      : heading.kind === 'term'
        ? t('ui.jamTrackSearch.headingTerm', { text: heading.text })
        : heading.type === 'artist'
          ? t('ui.jamTrackSearch.headingArtist', { text: heading.text })
          : t('ui.jamTrackSearch.headingSong', { text: heading.text });

  const purchase = (jamTrack: JamTrack, align: 'start' | 'end') => (
    <JamTrackPurchase
      jamTrack={jamTrack}
      user={user}
      onAddToCart={onAddToCart}
      onGetItFree={onGetItFree}
      isPending={pendingJamTrackId === jamTrack.id}
      cartHref={cartHref}
      align={align}
    />
  );

  const columns: ResponsiveCollectionColumn<JamTrack>[] = [
    {
      id: 'song',
      name: t('ui.jamTrackSearch.columnSong'),
      isRowHeader: true,
      cell: (jamTrack) => (
        <>
          <span className={styles.songName}>{jamTrack.name}</span>
          <span className={styles.songArtist}>
            {t('ui.jamTrackRow.byArtist', { artist: jamTrack.original_artist })}
          </span>
        </>
      ),
    },
    {
      id: 'tracks',
      name: t('ui.jamTrackSearch.columnTracks'),
      cell: (jamTrack) => (
        <JamTrackTrackList
          jamTrack={jamTrack}
          previewTrackId={previewTrackId}
          onPreviewChange={onPreviewChange}
        />
      ),
    },
    {
      id: 'shop',
      name: t('ui.jamTrackSearch.columnShop'),
      align: 'end',
      cell: (jamTrack) => purchase(jamTrack, 'end'),
    },
  ];

  return (
    <div className={cx(styles.jamTrackSearch, className)}>
      <div className={styles.toolbar}>
        <JamTrackAutocomplete
          className={styles.autocomplete}
          inputValue={inputValue}
          onInputChange={onInputChange}
          suggestions={suggestions}
          isLoading={isSuggesting}
          onSearch={onSearch}
        />
        <div className={styles.toolbarActions}>
          {catalogueHref && (
            <Link href={catalogueHref} variant="standalone" download>
              {t('ui.jamTrackSearch.catalogue')}
            </Link>
          )}
          {cartCount > 0 && (
            <ButtonLink href={cartHref} variant="primary">
              {t('ui.jamTrackSearch.viewCart', { count: cartCount })}
            </ButtonLink>
          )}
        </div>
      </div>

      {addToCartResult === 'added' && <Alert tone="success">{t('ui.jamTrackSearch.added')}</Alert>}
      {addToCartResult === 'failed' && (
        <Alert tone="error">{t('ui.jamTrackSearch.addFailed')}</Alert>
      )}

      <div className={styles.jamTrackSearch}>
        <div className={styles.resultsHeader}>
          <h2 className={styles.heading}>{headingText}</h2>
          {!isLoading && !hasError && (
            <p className={styles.count}>{t('ui.jamTrackSearch.count', { count })}</p>
          )}
          {criteria.kind !== 'all' && (
            // After a search, the way back to the whole catalogue.
            <Button variant="secondary" size="small" onPress={() => onSearch({ kind: 'all' })}>
              {t('ui.jamTrackSearch.showAll')}
            </Button>
          )}
        </div>
        {hasError ? (
          <Alert tone="error">
            {t('ui.jamTrackSearch.error')}{' '}
            {onRetry && (
              <Button variant="secondary" size="small" onPress={onRetry}>
                {t('ui.jamTrackSearch.retry')}
              </Button>
            )}
          </Alert>
        ) : (
          <ResponsiveCollection
            aria-label={headingText}
            items={jamTracks}
            columns={columns}
            layout={layout}
            isLoading={isLoading}
            emptyState={t('ui.jamTrackSearch.empty')}
            onLoadMore={onLoadMore}
            isLoadingMore={isLoadingMore}
            total={count}
            positionLabel={(position, total) =>
              t('ui.jamTrackSearch.position', { position, total })
            }
            renderCard={(jamTrack) => (
              <JamTrackRow
                jamTrack={jamTrack}
                user={user}
                onAddToCart={onAddToCart}
                onGetItFree={onGetItFree}
                isPending={pendingJamTrackId === jamTrack.id}
                cartHref={cartHref}
                previewTrackId={previewTrackId}
                onPreviewChange={onPreviewChange}
              />
            )}
          />
        )}
      </div>
    </div>
  );
}
