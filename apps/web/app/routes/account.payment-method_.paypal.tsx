import { Alert, Button, Card, Link, toastQueue } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { confirmWalletAgreement } from '../api/subscription';
import { requireUser } from '../auth.server';
import * as store from '../components/store/store.css';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { token: new URL(request.url).searchParams.get('token') };
}

/**
 * /account/payment-method/paypal (decision 020): where the wallet's approval page returns with
 * `?token=<agreement>`. Confirming activates the PayPal billing agreement and makes it the
 * subscription's payment method (a button, never on arrival: decision 007); a failure shows the
 * wallet's message or the try-again text (part 2 §8 "Payment method").
 */
export default function WalletAgreementConfirmRoute() {
  const t = useT();
  const navigate = useNavigate();
  const { token } = useLoaderData<typeof loader>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!token || submitting) return;
    setSubmitting(true);
    setFailure(null);
    const outcome = await confirmWalletAgreement(token);
    if (outcome.kind === 'saved') {
      navigate('/account/payment-method?paypal=saved');
      return;
    }
    const message = outcome.message ?? t('account.paymentMethod.walletTryAgain');
    setFailure(message);
    toastQueue.error(message);
    setSubmitting(false);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.paymentMethod.wallet.title')}</h1>
      {!token && <Alert tone="error">{t('account.paymentMethod.wallet.missingToken')}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {token && (
        <Card padding="large" as="section" aria-label={t('account.paymentMethod.wallet.title')}>
          <p>{t('account.paymentMethod.wallet.intro')}</p>
        </Card>
      )}
      <div className={store.actions}>
        {token && (
          <Button onPress={() => void confirm()} isPending={submitting}>
            {t('account.paymentMethod.wallet.confirm')}
          </Button>
        )}
        <Link href="/account/payment-method" variant="standalone">
          {t('account.paymentMethod.wallet.cancel')}
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, 'account.paymentMethod.wallet.title');
