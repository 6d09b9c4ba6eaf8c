import {
  type BillingAddress,
  type BillingInfo,
  type CardFields,
  type CheckoutPaymentMethod,
  type Country,
  canConfirmAndPay,
  checkoutSuccessPath,
  emptyBillingAddress,
  hasNoFieldErrors,
  initialPaymentMethod,
  isCardComplete,
  isPreserveBillingActive,
  SHOPPING_CART_PATH,
  validateBillingAddress,
} from '@backline/domain';
import {
  BillingAddressForm,
  CardForm,
  Link,
  OrderSummary,
  PaymentMethodChoice,
  SavedPaymentInfo,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate, useRevalidator } from '@remix-run/react';
import { useEffect, useMemo, useState } from 'react';
import { accountPaths } from '../api/account';
import {
  type CheckoutOutcome,
  PRESERVE_BILLING_KEY,
  payByCard,
  startWalletPayment,
} from '../api/checkout';
import { newClientId } from '../api/clientId';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API, type StoreCart } from '../api/store';
import { API_PATHS } from '../api/types';
import { requireUser } from '../auth.server';
import * as store from '../components/store/store.css';
import { publicEnv } from '../env.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

interface PurchaseFlags {
  has_stored_credit_card?: boolean;
  reuse_card?: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const [cart, billing, countries, user] = await Promise.all([
    callApi(request, context, STORE_API.cart),
    callApi(request, context, STORE_API.billingInfo),
    callApi(request, context, API_PATHS.countries),
    callApi(request, context, accountPaths.user(me.id)),
  ]);
  const flags = user.ok ? await readJson<PurchaseFlags>(user) : null;
  return {
    cart: cart.ok ? await readJson<StoreCart>(cart) : null,
    billingInfo:
      (billing.ok ? await readJson<{ billing_info: BillingInfo | null }>(billing) : null)
        ?.billing_info ?? null,
    countries:
      (countries.ok ? await readJson<{ countriesx: Country[] }>(countries) : null)?.countriesx ??
      [],
    hasStoredCard: flags?.has_stored_credit_card === true,
    reuseCard: flags?.reuse_card === true,
    // The main site's terms (the footer's), and its JamTracks purchase terms beside them.
    termsUrl: `${publicEnv().MAIN_SITE_URL}/terms`,
    purchaseTermsUrl: `${publicEnv().MAIN_SITE_URL}/terms/jamtracks`,
  };
}

const emptyCard: CardFields = { number: '', month: '', year: '', verification_value: '' };

/** /checkout (part 2 §2 Checkout, §4, §5, §8). */
export default function CheckoutRoute() {
  const t = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = useLoaderData<typeof loader>();
  const { cart, billingInfo, countries } = data;
  const [address, setAddress] = useState<BillingAddress>(() =>
    billingInfo ? { ...emptyBillingAddress(), ...billingInfo } : emptyBillingAddress(),
  );
  const [card, setCard] = useState<CardFields>(emptyCard);
  const [method, setMethod] = useState<CheckoutPaymentMethod>(() =>
    initialPaymentMethod({
      has_stored_credit_card: data.hasStoredCard,
      reuse_card: data.reuseCard,
    }),
  );
  const [saveCard, setSaveCard] = useState(true);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(null);
  const [walletFailed, setWalletFailed] = useState(false);
  // Part 2 §4: a billing save within the last 10 minutes makes a return visit short.
  const [billingSaved, setBillingSaved] = useState(false);
  const [changingPaymentInfo, setChangingPaymentInfo] = useState(false);
  // One key per visit of the page: a retried or double-clicked "Confirm & Pay" is one order.
  const idempotencyKey = useMemo(() => `checkout-${newClientId()}`, []);

  useEffect(() => {
    const saved = Number(window.localStorage.getItem(PRESERVE_BILLING_KEY));
    // A card the provider refused is forgotten by the API: it is no longer offered.
    setBillingSaved(
      Boolean(billingInfo?.last_four) && isPreserveBillingActive(saved || null, new Date()),
    );
  }, [billingInfo]);

  const total = cart?.total ?? null;
  const quickPay = billingSaved && !changingPaymentInfo;
  const canPay = canConfirmAndPay({ cartTotal: total, submitting });

  const confirmAndPay = async () => {
    if (!canPay || total === null) return;
    setShowErrors(true);
    // The last answer's errors stay on screen until the next answer replaces them: clearing
    // them at the press would shrink the page under the pointer, and the second click of a
    // double-click would land on whatever moved there (the terms link).
    if (method === 'paypal') {
      setSubmitting(true);
      const approval = await startWalletPayment().catch(() => null);
      if (approval) {
        window.location.assign(approval);
        return;
      }
      setOutcome(null);
      setWalletFailed(true);
      setSubmitting(false);
      return;
    }
    if (!quickPay) {
      if (!hasNoFieldErrors(validateBillingAddress(address))) return;
      if (method === 'credit_card' && !isCardComplete(card, new Date())) return;
    }
    setSubmitting(true);
    try {
      const result = await payByCard({
        address,
        card: method === 'credit_card' ? card : null,
        method,
        saveCardForNextTime: saveCard,
        billingSaved: quickPay,
        total,
        idempotencyKey,
      });
      setWalletFailed(false);
      setOutcome(result);
      if (result.kind === 'paid') navigate(checkoutSuccessPath({ orderId: result.order.id }));
      else if (result.kind !== 'orderFailed') setBillingSaved(false);
      // A refused card is no longer saved: read the billing info again, so it is not offered.
      else revalidator.revalidate();
    } catch {
      setWalletFailed(false);
      setOutcome({ kind: 'orderFailed', details: t('checkout.failed') });
    } finally {
      setSubmitting(false);
    }
  };

  const addressServerErrors =
    outcome?.kind === 'billingFailed'
      ? Object.fromEntries(
          Object.entries(outcome.addressErrors).map(([field, texts]) => [field, texts[0] ?? '']),
        )
      : undefined;
  const cardServerErrors =
    outcome?.kind === 'cardInvalid'
      ? {
          ...(outcome.errors.number?.[0] ? { number: outcome.errors.number[0] } : {}),
          ...(outcome.errors.verification_value?.[0]
            ? { verification_value: outcome.errors.verification_value[0] }
            : {}),
        }
      : outcome?.kind === 'billingFailed'
        ? outcome.display.fields
        : undefined;
  const alert =
    outcome?.kind === 'billingFailed'
      ? outcome.display.alert
      : outcome?.kind === 'orderFailed'
        ? t('checkout.orderError', { details: outcome.details })
        : walletFailed
          ? t('checkout.walletFailed')
          : null;

  return (
    <div className={styles.page}>
      <Link href={SHOPPING_CART_PATH}>{t('checkout.backToCart')}</Link>
      <h1 className={styles.heading}>{t('checkout.title')}</h1>
      {billingSaved && (
        <SavedPaymentInfo
          method={method}
          lastFour={billingInfo?.last_four ?? null}
          isChangingPaymentInfo={changingPaymentInfo}
          onChangingPaymentInfoChange={setChangingPaymentInfo}
          paymentFormId="checkout-payment-form"
          onConfirm={() => void confirmAndPay()}
          cartTotal={total}
          isSubmitting={submitting}
        />
      )}
      {!quickPay && (
        <div id="checkout-payment-form" className={store.section}>
          <BillingAddressForm
            value={address}
            onChange={setAddress}
            countries={countries}
            showErrors={showErrors}
            {...(addressServerErrors ? { serverErrors: addressServerErrors } : {})}
            isDisabled={submitting}
          />
          <PaymentMethodChoice
            value={method}
            onChange={setMethod}
            lastFour={data.hasStoredCard ? (billingInfo?.last_four ?? null) : null}
            alert={outcome?.kind === 'billingFailed' ? alert : null}
            saveCardForNextTime={saveCard}
            onSaveCardForNextTimeChange={setSaveCard}
            isDisabled={submitting}
          >
            {method !== 'paypal' && (
              <CardForm
                value={card}
                onChange={setCard}
                showErrors={showErrors}
                {...(cardServerErrors ? { serverErrors: cardServerErrors } : {})}
                isDisabled={method !== 'credit_card' || submitting}
              />
            )}
          </PaymentMethodChoice>
        </div>
      )}
      <OrderSummary
        cart={cart}
        {...(quickPay ? {} : { onConfirm: () => void confirmAndPay() })}
        isSubmitting={submitting}
        orderError={outcome?.kind === 'billingFailed' ? null : alert}
        termsHref={data.termsUrl}
        purchaseTermsHref={data.purchaseTermsUrl}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'checkout.title');
