import { formatUsd } from '@backline/domain';
import { Alert, Button, Card } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { apiPost } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { sandboxPaths } from '../api/sandbox';
import { requireUser } from '../auth.server';
import * as store from '../components/store/store.css';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

interface Authorization {
  id: string;
  /** A payment now, or a billing agreement for charges to come (decision 020). */
  mode: 'payment' | 'agreement';
  amount: number | null;
  description: string;
  status: 'created' | 'approved' | 'cancelled' | 'captured';
  expired: boolean;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const response = await callApi(request, context, sandboxPaths.authorization(params.id ?? ''));
  return {
    buyer: me.email,
    authorization: response.ok ? await readJson<Authorization>(response) : null,
  };
}

/**
 * The wallet sandbox's approval page (decision 013): where the checkout sends the browser for a
 * PayPal payment, standing in for PayPal's own page. Approve returns to
 * /checkout/paypal/confirm; Cancel to the checkout. A billing agreement for the subscription
 * (decision 020) has no amount and returns to /account/payment-method/paypal.
 */
export default function WalletApprovalRoute() {
  const t = useT();
  const { buyer, authorization } = useLoaderData<typeof loader>();
  const [pending, setPending] = useState<'approve' | 'cancel' | null>(null);
  const [failed, setFailed] = useState(false);

  const decide = async (decision: 'approve' | 'cancel') => {
    if (!authorization || pending) return;
    setPending(decision);
    setFailed(false);
    try {
      const response = await apiPost(sandboxPaths.decision(authorization.id, decision), {});
      if (!response.ok) throw new Error(`The sandbox answered ${response.status}`);
      const { redirect_to: next } = (await response.json()) as { redirect_to: string };
      // The wallet returns the browser to the shop, as PayPal does: a full navigation.
      window.location.assign(next);
    } catch {
      setFailed(true);
      setPending(null);
    }
  };

  const open =
    authorization &&
    !authorization.expired &&
    (authorization.status === 'created' || authorization.status === 'approved');

  return (
    <div className={styles.authPage}>
      <h1 className={styles.heading}>{t('checkout.wallet.approve.title')}</h1>
      <p>{t('checkout.wallet.approve.intro')}</p>
      {!authorization && <Alert tone="error">{t('checkout.wallet.approve.notFound')}</Alert>}
      {authorization?.expired && (
        <Alert tone="error">
          {authorization.mode === 'agreement'
            ? t('checkout.wallet.approve.agreementExpired')
            : t('checkout.wallet.approve.expired')}
        </Alert>
      )}
      {authorization && !authorization.expired && !open && (
        <Alert tone="error">{t('checkout.wallet.approve.closed')}</Alert>
      )}
      {failed && <Alert tone="error">{t('checkout.wallet.approve.failed')}</Alert>}
      {authorization && (
        <Card as="section" padding="large" aria-label={t('checkout.wallet.approve.title')}>
          {authorization.amount === null && <p>{t('checkout.wallet.approve.agreement')}</p>}
          <dl className={store.facts}>
            {authorization.amount !== null && (
              <>
                <dt className={store.factLabel}>{t('checkout.wallet.approve.amount')}</dt>
                <dd className={store.factValue}>{formatUsd(authorization.amount)}</dd>
              </>
            )}
            <dt className={store.factLabel}>{t('checkout.wallet.approve.description')}</dt>
            <dd className={store.factValue}>{authorization.description}</dd>
            <dt className={store.factLabel}>{t('checkout.wallet.approve.buyer')}</dt>
            <dd className={store.factValue}>{buyer}</dd>
          </dl>
        </Card>
      )}
      {open && (
        <div className={store.actions}>
          <Button
            onPress={() => void decide('approve')}
            isPending={pending === 'approve'}
            isDisabled={pending !== null}
          >
            {authorization?.mode === 'agreement'
              ? t('checkout.wallet.approve.agree')
              : t('checkout.wallet.approve.approve')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => void decide('cancel')}
            isPending={pending === 'cancel'}
            isDisabled={pending !== null}
          >
            {t('checkout.wallet.approve.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'checkout.wallet.approve.title');
