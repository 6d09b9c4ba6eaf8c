import { type CartItem, formatUsd } from '@backline/domain';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { visuallyHidden } from '../../components/private/visuallyHidden.css';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './CartRow.css';

export interface CartRowProps {
  /** The cart item (GET /shopping_carts): `product_info.sale_display` names it, prices in cents. */
  item: CartItem;
  /** The Remove link was pressed, with the item's id (DELETE /shopping_carts `{id}`). */
  onRemove?: (itemId: string) => void;
  /** Its removal is in flight: the Remove link is disabled. @default false */
  isRemoving?: boolean;
  /** A class for the row. */
  className?: string;
}

/**
 * One line of the shopping cart (part 2 §2): name, quantity, price and a Remove link. The price
 * is what the person pays (`real_price`); a free item also shows its list price struck through.
 * Renders an `li`: put rows in a list (CartSummary does).
 */
export function CartRow({ item, onRemove, isRemoving = false, className }: CartRowProps) {
  const t = useUIMessages();
  const { sale_display: name, real_price, total_price, free } = item.product_info;
  return (
    <li className={cx(styles.cartRow, className)}>
      <div className={styles.layout}>
        <p className={styles.name}>{name}</p>
        <span className={styles.quantity}>
          {t('ui.cartRow.quantity', { quantity: item.quantity })}
        </span>
        <span className={styles.price}>
          {free ? (
            <>
              <span className={styles.free}>{t('ui.cartRow.free')}</span>
              {total_price > real_price && (
                <s className={styles.listPrice}>{formatUsd(total_price)}</s>
              )}
            </>
          ) : (
            formatUsd(real_price)
          )}
        </span>
        {onRemove && (
          <span className={styles.remove}>
            <Link isDisabled={isRemoving} onPress={() => onRemove(item.id)}>
              {t('ui.cartRow.remove')}
              <span className={visuallyHidden}> {name}</span>
            </Link>
          </span>
        )}
      </div>
    </li>
  );
}
