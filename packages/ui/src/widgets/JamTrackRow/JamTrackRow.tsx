import { type JamTrack, SHOPPING_CART_PATH, type Track } from '@backline/domain';
import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import { JamTrackPurchase, type JamTrackShopper } from './JamTrackPurchase';
import * as styles from './JamTrackRow.css';
import { JamTrackTrackList } from './JamTrackTrackList';

export const jamTrackRowHeadingLevels = [2, 3, 4] as const;
export type JamTrackRowHeadingLevel = (typeof jamTrackRowHeadingLevels)[number];

export interface JamTrackRowProps {
  /** The JamTrack (GET /jamtracks entry): name, artist, tracks and purchase flags. */
  jamTrack: JamTrack;
  /** The signed-in user (`show_free_jamtrack`), or `null` when signed out. */
  user: JamTrackShopper;
  /** "Add to cart" was pressed, with the JamTrack's id. */
  onAddToCart?: (jamTrackId: string) => void;
  /** "Get it free" was pressed, with the JamTrack's id. */
  onGetItFree?: (jamTrackId: string) => void;
  /** Its add to cart or free claim is in flight. @default false */
  isPending?: boolean;
  /** Where "already in cart" links. @default '/shopping-cart' */
  cartHref?: string;
  /** The track whose preview is playing, or `null`. */
  previewTrackId?: string | null;
  /** A preview was toggled (the track, or `null` to stop); without it no preview buttons show. */
  onPreviewChange?: (track: Track | null) => void;
  /** The name's heading level in the page outline. @default 3 */
  headingLevel?: JamTrackRowHeadingLevel;
  /** `li` inside a list. @default 'article' */
  as?: 'article' | 'li';
  /** A class for the card. */
  className?: string;
}

/**
 * One JamTrack of the store as a card: name, "by artist", its tracks (with preview buttons) and
 * the purchase area of part 2 §2. Lays out by its own width: stacked on a phone, three columns
 * (song, tracks, shop) when there is room. The JamTracks search uses it as the swipe card.
 */
export function JamTrackRow({
  jamTrack,
  user,
  onAddToCart,
  onGetItFree,
  isPending = false,
  cartHref = SHOPPING_CART_PATH,
  previewTrackId,
  onPreviewChange,
  headingLevel = 3,
  as = 'article',
  className,
}: JamTrackRowProps) {
  const t = useUIMessages();
  const headingId = useId();
  const tracksLabelId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      as={as}
      elevation="raised"
      aria-labelledby={headingId}
      className={cx(styles.jamTrackRow, className)}
    >
      <div className={styles.layout}>
        <div className={styles.song}>
          <Heading id={headingId} className={styles.name}>
            {jamTrack.name}
          </Heading>
          <p className={styles.artist}>
            {t('ui.jamTrackRow.byArtist', { artist: jamTrack.original_artist })}
          </p>
        </div>
        <div>
          <p id={tracksLabelId} className={styles.sectionLabel}>
            {t('ui.jamTrackRow.tracks')}
          </p>
          <JamTrackTrackList
            aria-labelledby={tracksLabelId}
            jamTrack={jamTrack}
            previewTrackId={previewTrackId}
            onPreviewChange={onPreviewChange}
          />
        </div>
        <JamTrackPurchase
          jamTrack={jamTrack}
          user={user}
          onAddToCart={onAddToCart}
          onGetItFree={onGetItFree}
          isPending={isPending}
          cartHref={cartHref}
        />
      </div>
    </Card>
  );
}
