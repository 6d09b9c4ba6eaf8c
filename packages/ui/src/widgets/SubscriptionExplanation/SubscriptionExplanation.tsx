import {
  type SubscriptionExplanation as Explanation,
  findPlan,
  type SubscriptionInfo,
  subscriptionExplanation,
} from '@backline/domain';
import { useIntl } from 'react-intl';
import { Alert, type AlertTone } from '../../components/Alert/Alert';
import { cx } from '../../components/private/cx';
import { useUIMessages } from '../../i18n/useUIMessages';
import * as styles from './SubscriptionExplanation.css';

export interface SubscriptionExplanationProps {
  /** The subscription as GET /api/billing/get_subscription answers (part 2 §3). */
  subscription: SubscriptionInfo;
  /** The moment the trial and the gift are checked against: pass the app's clock. */
  now: Date;
  /** A class for the outer element. */
  className?: string;
}

const tones: Record<Explanation['kind'], AlertTone> = {
  renewalFailed: 'error',
  adminGift: 'info',
  trialWithPlan: 'info',
  trialWithoutPaymentInfo: 'warning',
  trialWithoutPlan: 'info',
  upgradedWithoutPaymentInfo: 'warning',
  pendingSwitch: 'info',
  cancelledUntilCycleEnd: 'warning',
  none: 'info',
};

/**
 * The subscription's explanation text (part 2 §2 Subscription): which state applies — a
 * declined renewal (with the provider's words), an administrator gift, a trial (with a plan and payment information, without payment
 * information, or without a plan), a plan chosen without payment information, a plan switch
 * pending at the end of the cycle, or a cancelled plan active until the end of the cycle — is
 * the domain's `subscriptionExplanation`; this widget words it. Nothing renders when no
 * explanation applies.
 */
export function SubscriptionExplanation({
  subscription,
  now,
  className,
}: SubscriptionExplanationProps) {
  const t = useUIMessages();
  const intl = useIntl();
  const explanation = subscriptionExplanation(subscription, now);
  if (explanation.kind === 'none') return null;

  const plan = findPlan(explanation.planCode)?.name ?? explanation.planCode;
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' });

  let text: string;
  let detail: string | null = null;
  switch (explanation.kind) {
    case 'renewalFailed':
      text = t('ui.subscriptionExplanation.renewalFailed', { plan });
      detail = explanation.message;
      break;
    case 'adminGift':
      text = explanation.endsAt
        ? t('ui.subscriptionExplanation.adminGiftUntil', { plan, date: date(explanation.endsAt) })
        : t('ui.subscriptionExplanation.adminGift', { plan });
      break;
    case 'trialWithPlan':
    case 'trialWithoutPaymentInfo':
    case 'trialWithoutPlan':
      text = t(`ui.subscriptionExplanation.${explanation.kind}`, {
        plan,
        date: date(explanation.trialEndsAt),
      });
      break;
    case 'upgradedWithoutPaymentInfo':
    case 'cancelledUntilCycleEnd':
      text = t(`ui.subscriptionExplanation.${explanation.kind}`, { plan });
      break;
    case 'pendingSwitch':
      text = t('ui.subscriptionExplanation.pendingSwitch', {
        plan: findPlan(explanation.pendingPlanCode)?.name ?? explanation.pendingPlanCode,
      });
      break;
  }

  return (
    <Alert
      tone={tones[explanation.kind]}
      className={cx(styles.subscriptionExplanation, className)}
      data-explanation={explanation.kind}
    >
      <p className={styles.text}>{text}</p>
      {detail && <p className={styles.text}>{detail}</p>}
    </Alert>
  );
}
