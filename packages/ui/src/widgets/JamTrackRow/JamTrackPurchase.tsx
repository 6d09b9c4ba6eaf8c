import {
  formatUsd,
  type JamTrack,
  jamTrackPurchaseState,
  SHOPPING_CART_PATH,
} from '@backline/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { CheckIcon } from '../../components/private/icons/formIcons';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './JamTrackRow.css';

export const jamTrackPurchaseAlignments = ['start', 'end'] as const;
export type JamTrackPurchaseAlignment = (typeof jamTrackPurchaseAlignments)[number];

/** The signed-in user's purchase flag the purchase area reads; `null` when signed out. */
export type JamTrackShopper = { show_free_jamtrack: boolean } | null;

export interface JamTrackPurchaseProps {
  /** The JamTrack: its `purchased`, `allow_free`, `added_cart` and `download_price` decide the state. */
  jamTrack: Pick<
    JamTrack,
    'id' | 'name' | 'purchased' | 'allow_free' | 'added_cart' | 'download_price'
  >;
  /** The signed-in user (`show_free_jamtrack` of the user detail), or `null` when signed out. */
  user: JamTrackShopper;
  /** "Add to cart" was pressed. Never called when signed out (the button is disabled). */
  onAddToCart?: (jamTrackId: string) => void;
  /** "Get it free" was pressed (the app adds it to the cart and claims it, part 2 §4). */
  onGetItFree?: (jamTrackId: string) => void;
  /** The add (or free claim) is in flight: its button shows the pending state. @default false */
  isPending?: boolean;
  /** Where "already in cart" links. @default '/shopping-cart' */
  cartHref?: string;
  /** Side the area hugs: `end` in a table's shop column. @default 'start' */
  align?: JamTrackPurchaseAlignment;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The purchase area of a JamTrack (part 2 §2): "purchased" when owned; "Get it free" with help
 * text when the track allows free and the user's show_free_jamtrack is set; an "already in cart"
 * link; otherwise the price in dollars and "Add to cart". The state is the domain's
 * `jamTrackPurchaseState`.
 */
export function JamTrackPurchase({
  jamTrack,
  user,
  onAddToCart,
  onGetItFree,
  isPending = false,
  cartHref = SHOPPING_CART_PATH,
  align = 'start',
  className,
}: JamTrackPurchaseProps) {
  const t = useUIMessages();
  const helpId = useId();
  const state = jamTrackPurchaseState(jamTrack, user);
  const outer = cx(styles.purchase, styles.purchaseAlign[align], className);

  switch (state.kind) {
    case 'purchased':
      return (
        <div className={outer}>
          <span className={styles.purchased}>
            <CheckIcon />
            {t('ui.jamTrackRow.purchased')}
          </span>
        </div>
      );
    case 'getItFree':
      return (
        <div className={outer}>
          <Button
            variant="primary"
            size="small"
            isPending={isPending}
            aria-describedby={helpId}
            onPress={() => onGetItFree?.(jamTrack.id)}
          >
            {t('ui.jamTrackRow.getItFree')}
          </Button>
          <p id={helpId} className={styles.help}>
            {t('ui.jamTrackRow.getItFreeHelp')}
          </p>
        </div>
      );
    case 'inCart':
      return (
        <div className={outer}>
          <Link href={cartHref} variant="standalone">
            {t('ui.jamTrackRow.alreadyInCart')}
          </Link>
        </div>
      );
    case 'addToCart':
      return (
        <div className={outer}>
          <span className={styles.price}>{formatUsd(state.priceCents)}</span>
          <Button
            variant="secondary"
            size="small"
            isPending={isPending}
            isDisabled={!state.canAdd}
            aria-describedby={state.canAdd ? undefined : helpId}
            onPress={() => onAddToCart?.(jamTrack.id)}
          >
            {t('ui.jamTrackRow.addToCart')}
          </Button>
          {!state.canAdd && (
            <p id={helpId} className={styles.help}>
              {t('ui.jamTrackRow.signInToBuy')}
            </p>
          )}
        </div>
      );
  }
}
