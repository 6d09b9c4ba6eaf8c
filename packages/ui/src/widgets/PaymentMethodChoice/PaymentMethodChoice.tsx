import { type CheckoutPaymentMethod, maskedCardNumber } from '@backline/domain';
import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { cx } from '../../components/private/cx';
import { Radio } from '../../components/RadioGroup/Radio';
import { RadioGroup } from '../../components/RadioGroup/RadioGroup';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './PaymentMethodChoice.css';

export interface PaymentMethodChoiceProps {
  /** The chosen method: the domain's `existing_card`, `credit_card` or `paypal`. */
  value: CheckoutPaymentMethod;
  /** Another method was chosen. */
  onChange: (method: CheckoutPaymentMethod) => void;
  /**
   * The stored card's last four digits (`last_four` of the billing info). Without it there is
   * no existing card to offer.
   */
  lastFour?: string | null;
  /**
   * The red alert above the payment method (part 2 §8 "Billing account creation failure": the
   * message error or the response text; the domain's `billingFailureDisplay(…).alert`).
   */
  alert?: string | null;
  /** The "save this card for next time" choice (`reuse_card_next_time`), shown for a new card. */
  saveCardForNextTime?: boolean;
  /** The "save this card" choice changed; without it the choice is not shown. */
  onSaveCardForNextTimeChange?: (save: boolean) => void;
  /** The card entry (a CardForm without `onTokenize`), shown under the choice. */
  children?: ReactNode;
  /** Every choice is disabled (e.g. while paying). @default false */
  isDisabled?: boolean;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The checkout's payment method (part 2 §2 Checkout, §4): the existing card (when one is
 * stored), a new credit card, or PayPal (the wallet), with the billing failure alert above it
 * and the card entry below. Card fields stay visible but should be disabled unless a new card is
 * chosen: pass `isDisabled={areCardFieldsDisabled(value)}` (domain) to the CardForm.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  lastFour,
  alert,
  saveCardForNextTime = false,
  onSaveCardForNextTimeChange,
  children,
  isDisabled = false,
  className,
}: PaymentMethodChoiceProps) {
  const t = useUIMessages();
  return (
    <div className={cx(styles.paymentMethodChoice, className)}>
      {alert && <Alert tone="error">{alert}</Alert>}
      <RadioGroup
        label={t('ui.paymentMethodChoice.label')}
        value={value}
        onChange={(method) => onChange(method as CheckoutPaymentMethod)}
        isDisabled={isDisabled}
      >
        {lastFour && (
          <Radio value="existing_card">
            {t('ui.paymentMethodChoice.existingCard', { card: maskedCardNumber(lastFour) })}
          </Radio>
        )}
        <Radio value="credit_card">{t('ui.paymentMethodChoice.creditCard')}</Radio>
        <Radio value="paypal" description={t('ui.paymentMethodChoice.paypalDescription')}>
          {t('ui.paymentMethodChoice.paypal')}
        </Radio>
      </RadioGroup>
      {(children || (onSaveCardForNextTimeChange && value === 'credit_card')) && (
        <div className={styles.details}>
          {children}
          {onSaveCardForNextTimeChange && value === 'credit_card' && (
            <Checkbox
              isSelected={saveCardForNextTime}
              onChange={onSaveCardForNextTimeChange}
              isDisabled={isDisabled}
            >
              {t('ui.paymentMethodChoice.saveCard')}
            </Checkbox>
          )}
        </div>
      )}
    </div>
  );
}
