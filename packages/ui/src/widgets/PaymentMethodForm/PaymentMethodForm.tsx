import {
  areCardFieldsDisabled,
  type BillingAddress,
  type BillingInfo,
  type CardFields,
  type CheckoutPaymentMethod,
  type Country,
  canSavePaymentMethod,
  digitsOnly,
  EMPTY_CARD_FIELDS,
  emptyBillingAddress,
  hasNoFieldErrors,
  validateBillingAddress,
} from '@backline/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import {
  BillingAddressForm,
  type BillingAddressServerErrors,
} from '../BillingAddressForm/BillingAddressForm';
import { CardForm, type CardServerErrors } from '../CardForm/CardForm';
import { PaymentMethodChoice } from '../PaymentMethodChoice/PaymentMethodChoice';
import * as styles from './PaymentMethodForm.css';

/** What the person asked to save: the address, and how to pay from now on. */
export interface PaymentMethodSubmission {
  /** The stored card (keep it), a new card, or the wallet (PayPal). */
  method: CheckoutPaymentMethod;
  address: BillingAddress;
  /** The new card, number as digits only, for the app to tokenize; null for the other methods. */
  card: CardFields | null;
}

/**
 * Why saving failed (part 2 §8 "Payment method"), as the app learnt it from the provider and
 * the API: `card` "There was an error processing your card…" (with the provider's field
 * errors), `billingInfo` "There was an error processing your billing information." (with the
 * address errors), `updateFailed` "Failed to update payment method.". A wallet failure is the
 * app's toast, not this form's.
 */
export type PaymentMethodFailure =
  | { kind: 'card'; fields?: CardServerErrors }
  | { kind: 'billingInfo'; fields?: BillingAddressServerErrors; alert?: string | null }
  | { kind: 'updateFailed' };

export interface PaymentMethodFormProps {
  /** The countries to choose from (`countriesx` of GET /countries). */
  countries: readonly Country[];
  /**
   * The saved billing info (GET /api/billing/billing_info): it fills the address, and its
   * `last_four` offers "Use my existing card".
   */
  billingInfo?: BillingInfo | null;
  /** A valid form was submitted: save it (tokenize a new card, then update the payment). */
  onSave: (submission: PaymentMethodSubmission) => void;
  /** Saving is in flight: every field is disabled and the button pending. @default false */
  isSubmitting?: boolean;
  /** The last save's failure, shown in the red alert above the payment method and on fields. */
  failure?: PaymentMethodFailure | null;
  /** The moment the card's expiry is checked against: pass the app's clock. @default now */
  now?: Date;
  /** A class for the form. */
  className?: string;
}

/**
 * The payment method page's form (part 2 §2 Payment method, §5, §8): the billing address, then
 * the stored card, a new card or the wallet. The address needs every required field and a new
 * card must be complete and without error (the domain's `canSavePaymentMethod`); the errors show
 * after the first submit, in the spec's words. The card goes to `onSave` for the app to tokenize:
 * the form never sends it anywhere.
 */
export function PaymentMethodForm({
  countries,
  billingInfo,
  onSave,
  isSubmitting = false,
  failure,
  now,
  className,
}: PaymentMethodFormProps) {
  const t = useUIMessages();
  const lastFour = billingInfo?.last_four ?? null;
  const [address, setAddress] = useState<BillingAddress>(() => {
    if (!billingInfo) return emptyBillingAddress();
    // Only the address: what pays (card or wallet) is the method below, not an address field.
    const {
      last_four: _lastFour,
      payment_method: _paymentMethod,
      paypal_email: _paypalEmail,
      ...saved
    } = billingInfo;
    return { ...emptyBillingAddress(), ...saved };
  });
  // What pays now is chosen to start with: the wallet's agreement, else the saved card.
  const [method, setMethod] = useState<CheckoutPaymentMethod>(() => {
    if (billingInfo?.payment_method === 'paypal') return 'paypal';
    return lastFour ? 'existing_card' : 'credit_card';
  });
  const [card, setCard] = useState<CardFields>(EMPTY_CARD_FIELDS);
  const [showErrors, setShowErrors] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    if (isSubmitting) return;
    const at = now ?? new Date();
    if (method === 'credit_card') {
      if (!canSavePaymentMethod(address, card, at)) return;
      onSave({ method, address, card: { ...card, number: digitsOnly(card.number) } });
      return;
    }
    if (!hasNoFieldErrors(validateBillingAddress(address))) return;
    onSave({ method, address, card: null });
  }

  const alert =
    failure?.kind === 'card'
      ? t('paymentMethod.cardError')
      : failure?.kind === 'billingInfo'
        ? (failure.alert ?? t('paymentMethod.billingInfoError'))
        : failure?.kind === 'updateFailed'
          ? t('paymentMethod.updateFailed')
          : null;

  return (
    <form noValidate onSubmit={submit} className={cx(styles.paymentMethodForm, className)}>
      <BillingAddressForm
        value={address}
        onChange={setAddress}
        countries={countries}
        showErrors={showErrors}
        {...(failure?.kind === 'billingInfo' && failure.fields
          ? { serverErrors: failure.fields }
          : {})}
        isDisabled={isSubmitting}
      />
      <PaymentMethodChoice
        value={method}
        onChange={setMethod}
        lastFour={lastFour}
        alert={alert}
        isDisabled={isSubmitting}
      >
        {method !== 'paypal' && (
          <CardForm
            value={card}
            onChange={setCard}
            {...(now ? { now } : {})}
            showErrors={showErrors && method === 'credit_card'}
            {...(failure?.kind === 'card' && failure.fields
              ? { serverErrors: failure.fields }
              : {})}
            isDisabled={areCardFieldsDisabled(method) || isSubmitting}
          />
        )}
      </PaymentMethodChoice>
      <div className={styles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {t('ui.paymentMethodForm.submit')}
        </Button>
      </div>
    </form>
  );
}
