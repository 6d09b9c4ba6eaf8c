import {
  type Cents,
  formatUsd,
  JAMTRACKS_PATH,
  type WalletConfirmationOutcome,
} from '@backline/domain';
import { useId } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { ButtonLink } from '../../components/private/ButtonLink/ButtonLink';
import { cx } from '../../components/private/cx';
import { Spinner } from '../../components/Spinner/Spinner';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './WalletConfirm.css';

export const walletConfirmHeadingLevels = [1, 2] as const;
export type WalletConfirmHeadingLevel = (typeof walletConfirmHeadingLevels)[number];

export interface WalletConfirmProps {
  /** The order's total in cents; `null` while the cart loads. */
  totalCents: Cents | null;
  /** "Confirm Payment" was pressed (POST /paypal/checkout/confirm). */
  onConfirm: () => void;
  /** The confirmation is in flight. @default false */
  isConfirming?: boolean;
  /**
   * The answer of the confirmation (the domain's `walletConfirmationOutcome`): placed, the
   * authorization expired (404), a purchase error (422), or any other error.
   */
  outcome?: WalletConfirmationOutcome | null;
  /** Where "Cancel Payment" goes. @default '/jamtracks' */
  cancelHref?: string;
  /** The title's heading level. @default 1 */
  headingLevel?: WalletConfirmHeadingLevel;
  /** A class for the outer element. */
  className?: string;
}

/**
 * The wallet confirmation page (part 2 §2 /checkout/paypal/confirm): the total with "Confirm
 * Payment" and "Cancel Payment", and the §8 outcome texts. After "placed" the app goes on to
 * /my-jamtracks (the outcome's `redirectTo`).
 */
export function WalletConfirm({
  totalCents,
  onConfirm,
  isConfirming = false,
  outcome = null,
  cancelHref = JAMTRACKS_PATH,
  headingLevel = 1,
  className,
}: WalletConfirmProps) {
  const t = useUIMessages();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const placed = outcome?.kind === 'placed';

  return (
    <section aria-labelledby={titleId} className={cx(styles.walletConfirm, className)}>
      <Heading id={titleId} className={styles.title}>
        {t('ui.walletConfirm.title')}
      </Heading>
      <p className={styles.total}>
        <span>{t('ui.walletConfirm.total')}</span>
        {totalCents === null ? (
          <Spinner size="small" />
        ) : (
          <span className={styles.amount}>{formatUsd(totalCents)}</span>
        )}
      </p>
      {outcome && <WalletOutcome outcome={outcome} />}
      {!placed && (
        <div className={styles.actions}>
          <Button
            isPending={isConfirming}
            isDisabled={totalCents === null && !isConfirming}
            onPress={onConfirm}
          >
            {t('ui.walletConfirm.confirm')}
          </Button>
          <ButtonLink href={cancelHref} variant="secondary" isDisabled={isConfirming}>
            {t('ui.walletConfirm.cancel')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

function WalletOutcome({ outcome }: { outcome: WalletConfirmationOutcome }) {
  const t = useUIMessages();
  switch (outcome.kind) {
    case 'placed':
      return <Alert tone="success">{t('ui.walletConfirm.placed')}</Alert>;
    case 'authorizationExpired':
      return <Alert tone="error">{t('ui.walletConfirm.authorizationExpired')}</Alert>;
    case 'purchaseError':
      return (
        <Alert tone="error">
          {t('ui.walletConfirm.purchaseError', { message: outcome.message })}
        </Alert>
      );
    case 'contactSupport':
      return (
        <Alert tone="error">{t('ui.walletConfirm.contactSupport', { email: outcome.email })}</Alert>
      );
  }
}
