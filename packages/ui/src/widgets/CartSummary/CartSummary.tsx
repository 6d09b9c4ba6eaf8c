import {
  type Cart,
  cartItemCount,
  cartTotalCents,
  formatUsd,
  JAMTRACKS_PATH,
} from '@backline/domain';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import { CartRow } from '../CartRow/CartRow';
import * as styles from './CartSummary.css';

export const cartSummaryHeadingLevels = [1, 2, 3] as const;
export type CartSummaryHeadingLevel = (typeof cartSummaryHeadingLevels)[number];

/** The outcome of the last Remove (part 2 §8), shown as a status line until the next one. */
export const cartRemoveResults = ['removed', 'failed'] as const;
export type CartRemoveResult = (typeof cartRemoveResults)[number];

export interface CartSummaryProps {
  /** The cart (GET /shopping_carts); `null` while it has not loaded. */
  cart: Cart | null;
  /** The cart is loading: a spinner instead of the rows. @default false */
  isLoading?: boolean;
  /** The cart could not be loaded: an error with a "Try again" button (`onRetry`). @default false */
  hasError?: boolean;
  /** "Try again" after a failed load. */
  onRetry?: () => void;
  /** A row's Remove link was pressed, with the item's id. */
  onRemove?: (itemId: string) => void;
  /** The item whose removal is in flight. */
  removingItemId?: string | null;
  /** "Item removed from cart" or "Error removing item" after the last Remove. */
  removeResult?: CartRemoveResult | null;
  /** Where "Continue Shopping" goes. @default '/jamtracks' */
  continueShoppingHref?: string;
  /** Where "Checkout" goes. @default '/checkout' */
  checkoutHref?: string;
  /** The title's heading level. @default 1 */
  headingLevel?: CartSummaryHeadingLevel;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The shopping cart of part 2 §2: a title with the item count, the rows (name, quantity, price,
 * Remove), a total line with the item count, "Continue Shopping" and — when there are items —
 * "Checkout"; the spec's empty text when there are none. The total is the domain's
 * `cartTotalCents` (the sum of each item's real_price), the count its `cartItemCount`.
 */
export function CartSummary({
  cart,
  isLoading = false,
  hasError = false,
  onRetry,
  onRemove,
  removingItemId = null,
  removeResult = null,
  continueShoppingHref = JAMTRACKS_PATH,
  checkoutHref = '/checkout',
  headingLevel = 1,
  className,
}: CartSummaryProps) {
  const t = useUIMessages();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const items = cart?.items ?? [];
  const count = cartItemCount(items);
  const showsItems = !isLoading && !hasError && cart !== null;

  return (
    <section aria-labelledby={titleId} className={cx(styles.cartSummary, className)}>
      <Heading id={titleId} className={styles.title}>
        {cart === null
          ? t('ui.cartSummary.titleWithoutCount')
          : t('ui.cartSummary.title', { count })}
      </Heading>
      {removeResult === 'removed' && (
        <Alert tone="success">{t('ui.cartSummary.itemRemoved')}</Alert>
      )}
      {removeResult === 'failed' && <Alert tone="error">{t('ui.cartSummary.removeFailed')}</Alert>}
      {isLoading && (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}
      {hasError && !isLoading && (
        <Alert tone="error">
          {t('ui.cartSummary.loadError')}{' '}
          {onRetry && (
            <Button variant="secondary" size="small" onPress={onRetry}>
              {t('ui.cartSummary.retry')}
            </Button>
          )}
        </Alert>
      )}
      {showsItems && items.length === 0 && (
        <p className={styles.empty}>{t('ui.cartSummary.empty')}</p>
      )}
      {showsItems && items.length > 0 && (
        <>
          <ul className={styles.list} aria-label={t('ui.cartSummary.items')}>
            {items.map((item) => (
              <CartRow
                key={item.id}
                item={item}
                onRemove={onRemove}
                isRemoving={removingItemId === item.id}
              />
            ))}
          </ul>
          <p className={styles.totalLine}>
            <span>{t('ui.cartSummary.total', { count })}</span>
            <span className={styles.totalAmount}>{formatUsd(cartTotalCents(items))}</span>
          </p>
        </>
      )}
      <div className={styles.actions}>
        <ButtonLink href={continueShoppingHref} variant="secondary">
          {t('ui.cartSummary.continueShopping')}
        </ButtonLink>
        {showsItems && items.length > 0 && (
          <ButtonLink href={checkoutHref} variant="primary">
            {t('ui.cartSummary.checkout')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
