import { type Country, isNotAffiliateResponse, type PayeeAccount } from '@backline/domain';
import {
  Alert,
  Button,
  PayeeForm,
  type PayeeServerErrors,
  Spinner,
  toastQueue,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import useSWR from 'swr';
import { AFFILIATE_API, type PayeeResponse, savePayee } from '../api/affiliate';
import { ApiError, apiFetcher } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { API_PATHS } from '../api/types';
import { requireUser } from '../auth.server';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** The payee account, or `notAffiliate` when the API marks the person as no partner (400). */
type PayeeState = { kind: 'payee'; payee: PayeeResponse } | { kind: 'notAffiliate' };

async function fetchPayee(path: string): Promise<PayeeState> {
  try {
    return { kind: 'payee', payee: await apiFetcher<PayeeResponse>(path) };
  } catch (error) {
    if (error instanceof ApiError && isNotAffiliateResponse(error.status)) {
      return { kind: 'notAffiliate' };
    }
    throw error;
  }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const [payee, countries] = await Promise.all([
    callApi(request, context, AFFILIATE_API.payee),
    callApi(request, context, API_PATHS.countries),
  ]);
  let state: PayeeState | null = null;
  if (isNotAffiliateResponse(payee.status)) state = { kind: 'notAffiliate' };
  else if (payee.ok) {
    const body = await readJson<PayeeResponse>(payee);
    state = body ? { kind: 'payee', payee: body } : null;
  }
  return {
    state,
    countries:
      (countries.ok ? await readJson<{ countriesx: Country[] }>(countries) : null)?.countriesx ??
      [],
  };
}

/**
 * /affiliate/payee (part 2 §2, §5, §8): the payee account of a partner (address, Venmo user id,
 * tax id for US residents, phone last 4). A non-partner (the API answers 400) sees the
 * not-an-affiliate message with a link to /affiliate/program. A save shows the success toast;
 * a failure "Error saving payee account details" and the server's field errors.
 */
export default function AffiliatePayeeRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const payee = useSWR<PayeeState>(AFFILIATE_API.payee, fetchPayee, {
    ...(loaded.state ? { fallbackData: loaded.state } : {}),
    revalidateOnMount: !loaded.state,
    revalidateOnFocus: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const [serverErrors, setServerErrors] = useState<PayeeServerErrors>({});

  const onSubmit = async (value: PayeeAccount) => {
    setSubmitting(true);
    setResult(null);
    setServerErrors({});
    try {
      const outcome = await savePayee(value);
      if (outcome.kind === 'saved') {
        await payee.mutate({ kind: 'payee', payee: outcome.payee }, { revalidate: false });
        setResult('saved');
        toastQueue.success(t('affiliate.payee.saved'));
      } else if (outcome.kind === 'notAffiliate') {
        await payee.mutate({ kind: 'notAffiliate' }, { revalidate: false });
      } else {
        setServerErrors(outcome.errors);
        setResult('failed');
      }
    } finally {
      setSubmitting(false);
    }
  };

  const state = payee.data;
  // A payee account never saved has empty fields: the form starts blank, country preset.
  const saved = state?.kind === 'payee' && state.payee.updated_at ? state.payee : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.payee.title')}</h1>
      {state?.kind !== 'notAffiliate' && (
        <p className={styles.muted}>{t('affiliate.payee.intro')}</p>
      )}
      {!state && payee.error ? (
        <Alert tone="error">
          <span className={styles.row}>
            <span>{t('affiliate.payee.loadFailed')}</span>
            <Button variant="secondary" size="small" onPress={() => void payee.mutate()}>
              {t('affiliate.agreement.retry')}
            </Button>
          </span>
        </Alert>
      ) : null}
      {!state && !payee.error ? <Spinner /> : null}
      {state ? (
        <PayeeForm
          key={state.kind}
          notAffiliate={state.kind === 'notAffiliate'}
          defaultValue={saved}
          countries={loaded.countries}
          onSubmit={(value) => void onSubmit(value)}
          isSubmitting={submitting}
          result={result}
          serverErrors={serverErrors}
        />
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.payee.title');
