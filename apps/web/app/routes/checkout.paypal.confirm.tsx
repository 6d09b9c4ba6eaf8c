import {
  JAMTRACKS_PATH,
  type WalletConfirmationOutcome,
  walletConfirmationOutcome,
} from '@backline/domain';
import { WalletConfirm } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { confirmWalletPayment } from '../api/checkout';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API, type StoreCart } from '../api/store';
import { requireUser } from '../auth.server';
import { publicEnv } from '../env.server';
import { pageTitle } from '../i18n/meta';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const response = await callApi(request, context, STORE_API.cart);
  const cart = response.ok ? await readJson<StoreCart>(response) : null;
  return {
    total: cart?.total ?? null,
    token: new URL(request.url).searchParams.get('token'),
    // Part 2 §8: the provider's support address ends the "contact support" text.
    supportEmail: `support@${new URL(publicEnv().MAIN_SITE_URL).hostname.replace(/^www\./, '')}`,
  };
}

/** /checkout/paypal/confirm (part 2 §2 Wallet confirmation, §8). */
export default function WalletConfirmRoute() {
  const navigate = useNavigate();
  const { total, token, supportEmail } = useLoaderData<typeof loader>();
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<WalletConfirmationOutcome | null>(null);

  const confirm = async () => {
    if (submitting) return;
    setSubmitting(true);
    setOutcome(null);
    try {
      const { status, body } = await confirmWalletPayment(token);
      const result = walletConfirmationOutcome(status, body, supportEmail);
      setOutcome(result);
      // Part 2 §8: the wallet order placed message, then My JamTracks.
      if (result.kind === 'placed') navigate(`${result.redirectTo}?paypal=placed`);
    } catch {
      setOutcome({ kind: 'contactSupport', email: supportEmail });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <WalletConfirm
        totalCents={total}
        onConfirm={() => void confirm()}
        isConfirming={submitting}
        outcome={outcome}
        cancelHref={JAMTRACKS_PATH}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'checkout.wallet.title');
