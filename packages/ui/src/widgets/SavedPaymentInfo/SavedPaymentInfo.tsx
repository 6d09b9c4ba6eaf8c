import {
  type Cents,
  type CheckoutPaymentMethod,
  canConfirmAndPay,
  maskedCardNumber,
} from '@backline/domain';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SavedPaymentInfo.css';

export interface SavedPaymentInfoProps {
  /** How the saved payment pays: the stored or new card, or PayPal. */
  method: CheckoutPaymentMethod;
  /** The saved card's last four digits (billing info `last_four`), for a card. */
  lastFour?: string | null;
  /** The payment form is open for changes ("Change Payment Info" pressed). */
  isChangingPaymentInfo: boolean;
  /** "Change Payment Info" toggled: open or close the payment form. */
  onChangingPaymentInfoChange: (isChanging: boolean) => void;
  /** The id of the payment form the toggle opens, for `aria-controls`. */
  paymentFormId?: string;
  /** "Confirm & Pay" was pressed. */
  onConfirm: () => void;
  /** The cart total in cents: "Confirm & Pay" is disabled without one (domain `canConfirmAndPay`). */
  cartTotal: Cents | null | undefined;
  /** The order is being placed. @default false */
  isSubmitting?: boolean;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The checkout's return-visit info box (part 2 §2 Checkout): when billing info was saved within
 * the last 10 minutes (the domain's `isPreserveBillingActive`), the page shows this instead of
 * the payment form — how the order will be paid, a "Change Payment Info" toggle that opens the
 * form, and "Confirm & Pay".
 */
export function SavedPaymentInfo({
  method,
  lastFour,
  isChangingPaymentInfo,
  onChangingPaymentInfoChange,
  paymentFormId,
  onConfirm,
  cartTotal,
  isSubmitting = false,
  className,
}: SavedPaymentInfoProps) {
  const t = useUIMessages();
  const canPay = canConfirmAndPay({ cartTotal, submitting: isSubmitting });
  return (
    <Alert
      tone="info"
      title={t('ui.savedPaymentInfo.title')}
      className={cx(styles.savedPaymentInfo, className)}
    >
      <p className={styles.text}>
        {method === 'paypal'
          ? t('ui.savedPaymentInfo.paypal')
          : lastFour
            ? t('ui.savedPaymentInfo.card', { card: maskedCardNumber(lastFour) })
            : t('ui.savedPaymentInfo.savedCard')}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={isChangingPaymentInfo}
          aria-controls={paymentFormId}
          onPress={() => onChangingPaymentInfoChange(!isChangingPaymentInfo)}
        >
          {t('ui.savedPaymentInfo.change')}
        </Button>
        <Button
          size="small"
          isPending={isSubmitting}
          isDisabled={!canPay && !isSubmitting}
          onPress={onConfirm}
        >
          {t('ui.orderSummary.confirmAndPay')}
        </Button>
      </div>
    </Alert>
  );
}
