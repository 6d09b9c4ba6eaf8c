import type { BillingInfo, Country } from '@backline/domain';
import { Alert, type PaymentMethodFailure, PaymentMethodForm, toastQueue } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { callApi, readJson } from '../api/platform.server';
import { SUBSCRIPTION_API, savePaymentMethod } from '../api/subscription';
import { API_PATHS } from '../api/types';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const [billing, countries] = await Promise.all([
    callApi(request, context, SUBSCRIPTION_API.billingInfo),
    callApi(request, context, API_PATHS.countries),
  ]);
  return {
    billingInfo:
      (billing.ok ? await readJson<{ billing_info: BillingInfo | null }>(billing) : null)
        ?.billing_info ?? null,
    countries:
      (countries.ok ? await readJson<{ countriesx: Country[] }>(countries) : null)?.countriesx ??
      [],
  };
}

/**
 * /account/payment-method (part 2 §2 Payment method, §5, §8): the billing address and the card
 * or PayPal billing agreement the subscription is charged to (decision 020). Choosing PayPal
 * goes to the wallet's approval page, which returns to /account/payment-method/paypal. A saved
 * change starts the form again from what was stored.
 */
export default function AccountPaymentMethodRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const [billingInfo, setBillingInfo] = useState<BillingInfo | null>(loaded.billingInfo);
  const [saves, setSaves] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<PaymentMethodFailure | null>(null);
  // Back from the wallet's approval page: cancelled there, or confirmed on the return page.
  const [searchParams] = useSearchParams();
  const walletCancelled = searchParams.get('paypal') === 'cancelled';
  const walletSaved = searchParams.get('paypal') === 'saved';
  useEffect(() => {
    if (walletSaved) toastQueue.success(t('account.paymentMethod.updated'));
  }, [walletSaved, t]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.paymentMethod.title')}</h1>
      <p className={styles.muted}>{t('account.paymentMethod.intro')}</p>
      {billingInfo?.last_four && (
        <p>{t('account.paymentMethod.current', { lastFour: billingInfo.last_four })}</p>
      )}
      {billingInfo?.payment_method === 'paypal' && (
        <p>
          {t('account.paymentMethod.currentWallet', {
            email: billingInfo.paypal_email ?? t('account.paymentMethod.walletAccount'),
          })}
        </p>
      )}
      {walletCancelled && (
        <Alert tone="warning">{t('account.paymentMethod.walletCancelled')}</Alert>
      )}
      <PaymentMethodForm
        // A fresh form after each save: the stored card is chosen again and the entry is empty.
        key={saves}
        countries={loaded.countries}
        billingInfo={billingInfo}
        isSubmitting={submitting}
        failure={failure}
        onSave={async (submission) => {
          setSubmitting(true);
          setFailure(null);
          try {
            const outcome = await savePaymentMethod(submission, billingInfo);
            if (outcome.kind === 'saved') {
              setBillingInfo(outcome.billingInfo);
              setSaves((count) => count + 1);
              toastQueue.success(t('account.paymentMethod.updated'));
            } else if (outcome.kind === 'toWallet') {
              // To the wallet's approval page, as a real provider's: a full navigation.
              window.location.assign(outcome.approvalUrl);
              return;
            } else if (outcome.kind === 'walletFailed') {
              toastQueue.error(outcome.message ?? t('account.paymentMethod.walletTryAgain'));
            } else {
              setFailure(outcome.failure);
            }
          } catch (error) {
            console.error(error);
            setFailure({ kind: 'updateFailed' });
          } finally {
            setSubmitting(false);
          }
        }}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'account.paymentMethod.title');
