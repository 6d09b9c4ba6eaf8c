import {
  CARD_MESSAGE_IDS,
  CARD_MONTH_MAX_LENGTH,
  CARD_NUMBER_GROUP_SIZE,
  CARD_NUMBER_MAX_DIGITS,
  CARD_VERIFICATION_VALUE_MAX_LENGTH,
  CARD_YEAR_MAX_LENGTH,
  type CardErrors,
  type CardFields,
  type CardMessageKey,
  digitsOnly,
  EMPTY_CARD_FIELDS,
  formatCardMonth,
  formatCardNumber,
  formatCardYear,
  formatVerificationValue,
  validateCard,
} from '@backline/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { cx } from '../../components/private/cx';
import { useControllableState } from '../../components/private/useControllableState';
import { TextField } from '../../components/TextField/TextField';
import { useUIMessages } from '../../i18n/useUIMessages';
import type { UIMessageId } from '../../messages';
import * as styles from './CardForm.css';

/** Errors the provider reported on the card (the domain's `billingFailureDisplay(…).fields`). */
export type CardServerErrors = Partial<Record<'number' | 'verification_value', string>>;

/** The grouped number's longest length: the digits and a space between groups of four. */
const NUMBER_MAX_LENGTH =
  CARD_NUMBER_MAX_DIGITS + Math.ceil(CARD_NUMBER_MAX_DIGITS / CARD_NUMBER_GROUP_SIZE) - 1;

export interface CardFormProps {
  /** The card as typed (controlled); the number is kept grouped in fours ("4111 1111 …"). */
  value?: CardFields;
  /** The card at first (uncontrolled). @default empty */
  defaultValue?: CardFields;
  /** Called with the whole card on every change. */
  onChange?: (card: CardFields) => void;
  /**
   * The moment the expiry is checked against (part 2 §5 "expired"). Pass the app's clock; tests
   * and stories pass a fixed date. @default the time of the render
   */
  now?: Date;
  /**
   * Shows the §5 errors of the domain's `validateCard` ("Invalid Card Number", "Invalid
   * Expiration Date" on month and year). With `onTokenize` they show after the first submit.
   * @default false
   */
  showErrors?: boolean;
  /** The provider's errors on the number and the security code (shown as given). */
  serverErrors?: CardServerErrors;
  /** Every field is disabled: part 2 §5, when the existing card is reused. @default false */
  isDisabled?: boolean;
  /**
   * Makes the card its own form with a submit button: a valid card is handed over, number as
   * digits only, for the app to tokenize with the payment provider (POST /api/billing/tokens).
   * CardForm itself never sends the card anywhere, and its inputs have no `name`, so no form
   * submission carries them either. Without it, CardForm is a fieldset inside the page's form.
   */
  onTokenize?: (card: CardFields) => void;
  /** The submit button's text (with `onTokenize`). @default "Save Card" (ui.cardForm.submit) */
  submitLabel?: string;
  /** Tokenizing is in flight: the submit button shows its pending state. @default false */
  isSubmitting?: boolean;
  /** A class for the outer element. */
  className?: string;
}

function errorIds(errors: CardErrors): Partial<Record<keyof CardFields, UIMessageId>> {
  const ids: Partial<Record<keyof CardFields, UIMessageId>> = {};
  for (const [field, key] of Object.entries(errors) as [keyof CardFields, CardMessageKey][]) {
    ids[field] = CARD_MESSAGE_IDS[key];
  }
  return ids;
}

/**
 * The credit card entry of checkout and the payment method page (part 2 §5): the number grouped
 * in fours (digits only), expiry month (2) and year (4), and the security code (3), with the
 * domain's card rules and the spec's messages. Presentational: the values go to `onChange` and,
 * with `onTokenize`, to the app's tokenizer — never to a server by the widget itself.
 */
export function CardForm({
  value,
  defaultValue = EMPTY_CARD_FIELDS,
  onChange,
  now,
  showErrors = false,
  serverErrors = {},
  isDisabled = false,
  onTokenize,
  submitLabel,
  isSubmitting = false,
  className,
}: CardFormProps) {
  const t = useUIMessages();
  const [card, setCard] = useControllableState(value, defaultValue, onChange);
  const [submitted, setSubmitted] = useState(false);
  const errors =
    (showErrors || submitted) && !isDisabled ? errorIds(validateCard(card, now ?? new Date())) : {};
  const errorFor = (field: keyof CardFields) => {
    const server =
      field === 'number' || field === 'verification_value' ? serverErrors[field] : undefined;
    if (server) return server;
    const id = errors[field];
    return id ? t(id) : undefined;
  };
  const field = (name: keyof CardFields, format: (text: string) => string) => ({
    value: card[name],
    onChange: (text: string) => setCard({ ...card, [name]: format(text) }),
    isDisabled,
    inputMode: 'numeric' as const,
    errorMessage: errorFor(name),
    isRequired: true,
    validationBehavior: 'aria' as const,
  });

  const fields = (
    <>
      <TextField
        {...field('number', formatCardNumber)}
        label={t('ui.cardForm.number')}
        autoComplete="cc-number"
        maxLength={NUMBER_MAX_LENGTH}
        className={styles.number}
      />
      <div className={styles.row}>
        <TextField
          {...field('month', formatCardMonth)}
          label={t('ui.cardForm.month')}
          placeholder={t('ui.cardForm.monthPlaceholder')}
          autoComplete="cc-exp-month"
          maxLength={CARD_MONTH_MAX_LENGTH}
        />
        <TextField
          {...field('year', formatCardYear)}
          label={t('ui.cardForm.year')}
          placeholder={t('ui.cardForm.yearPlaceholder')}
          autoComplete="cc-exp-year"
          maxLength={CARD_YEAR_MAX_LENGTH}
        />
        <TextField
          {...field('verification_value', formatVerificationValue)}
          label={t('ui.cardForm.verificationValue')}
          autoComplete="cc-csc"
          maxLength={CARD_VERIFICATION_VALUE_MAX_LENGTH}
        />
      </div>
    </>
  );

  if (!onTokenize) {
    return (
      <fieldset className={cx(styles.cardForm, className)}>
        <legend className={styles.legend}>{t('ui.cardForm.legend')}</legend>
        {fields}
      </fieldset>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (isDisabled || isSubmitting) return;
    if (Object.keys(validateCard(card, now ?? new Date())).length > 0) return;
    onTokenize?.({ ...card, number: digitsOnly(card.number) });
  }

  return (
    <form noValidate onSubmit={submit} className={cx(styles.cardForm, className)}>
      <fieldset className={styles.cardForm}>
        <legend className={styles.legend}>{t('ui.cardForm.legend')}</legend>
        {fields}
      </fieldset>
      <Button
        type="submit"
        className={styles.submit}
        isPending={isSubmitting}
        isDisabled={isDisabled}
      >
        {submitLabel ?? t('ui.cardForm.submit')}
      </Button>
    </form>
  );
}
