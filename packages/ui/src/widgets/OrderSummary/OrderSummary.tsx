import { type Cart, canConfirmAndPay, cartAmounts, formatUsd } from '@backline/domain';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { Link } from '../../components/Link/Link';
import { cx } from '../../components/private/cx';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './OrderSummary.css';

export const orderSummaryHeadingLevels = [2, 3] as const;
export type OrderSummaryHeadingLevel = (typeof orderSummaryHeadingLevels)[number];

export interface OrderSummaryProps {
  /** The cart being paid for (GET /shopping_carts); `null` while it loads. */
  cart: Cart | null;
  /** The cart is loading. @default false */
  isLoading?: boolean;
  /**
   * "Confirm & Pay" was pressed. Without it the summary has no button (e.g. on the wallet
   * confirmation). The button is disabled while there is no cart total or while submitting
   * (the domain's `canConfirmAndPay`).
   */
  onConfirm?: () => void;
  /** The order is being placed: the button shows its pending state. @default false */
  isSubmitting?: boolean;
  /** "Error submitting payment: …" (web's checkout catalogue with the domain's `orderPlacementErrorDetails`), shown above the button. */
  orderError?: string | null;
  /** The terms of service's address; with `purchaseTermsHref`, shows the terms notice. */
  termsHref?: string;
  /** The JamTracks purchase terms' address. */
  purchaseTermsHref?: string;
  /** The title's heading level. @default 2 */
  headingLevel?: OrderSummaryHeadingLevel;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The checkout's order summary (part 2 §2 Checkout): each item with its price, subtotal, tax and
 * total — the domain's `cartAmounts`, so the total is the sum of each item's real_price — then
 * "Confirm & Pay" and the terms notice linking the terms of service and the JamTracks purchase
 * terms.
 */
export function OrderSummary({
  cart,
  isLoading = false,
  onConfirm,
  isSubmitting = false,
  orderError = null,
  termsHref,
  purchaseTermsHref,
  headingLevel = 2,
  className,
}: OrderSummaryProps) {
  const t = useUIMessages();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const items = cart?.items ?? [];
  const amounts = cart ? cartAmounts(items) : null;
  const canPay = canConfirmAndPay({ cartTotal: amounts?.total, submitting: isSubmitting });

  return (
    <section aria-labelledby={titleId} className={cx(styles.orderSummary, className)}>
      <Heading id={titleId} className={styles.title}>
        {t('ui.orderSummary.title')}
      </Heading>
      {isLoading || !amounts ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : (
        <>
          <ul className={styles.items} aria-label={t('ui.orderSummary.items')}>
            {items.map((item) => (
              <li key={item.id} className={styles.line}>
                <span className={styles.itemName}>{item.product_info.sale_display}</span>
                <span className={styles.amount}>{formatUsd(item.product_info.real_price)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.amounts}>
            <div className={styles.line}>
              <dt className={styles.term}>{t('ui.orderSummary.subtotal')}</dt>
              <dd className={styles.amount}>{formatUsd(amounts.subtotal)}</dd>
            </div>
            <div className={styles.line}>
              <dt className={styles.term}>{t('ui.orderSummary.tax')}</dt>
              <dd className={styles.amount}>{formatUsd(amounts.tax)}</dd>
            </div>
            <div className={cx(styles.line, styles.total)}>
              <dt>{t('ui.orderSummary.total')}</dt>
              <dd className={styles.amount}>{formatUsd(amounts.total)}</dd>
            </div>
          </dl>
        </>
      )}
      {orderError && <Alert tone="error">{orderError}</Alert>}
      {onConfirm && (
        <Button
          className={styles.confirm}
          size="large"
          isPending={isSubmitting}
          isDisabled={!canPay && !isSubmitting}
          onPress={onConfirm}
        >
          {t('ui.orderSummary.confirmAndPay')}
        </Button>
      )}
      {termsHref && purchaseTermsHref && (
        <p className={styles.terms}>
          <FormattedMessage
            id="ui.orderSummary.terms"
            values={{
              // Rich text: the links sit inside the sentence, where each language puts them.
              terms: (chunks: ReactNode[]) => <Link href={termsHref}>{chunks}</Link>,
              purchase: (chunks: ReactNode[]) => <Link href={purchaseTermsHref}>{chunks}</Link>,
            }}
          />
        </p>
      )}
    </section>
  );
}
