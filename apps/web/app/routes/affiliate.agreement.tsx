import type { AgreementSubmission } from '@backline/domain';
import { AgreementForm, Alert, Button } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { signAgreement } from '../api/affiliate';
import { loadAffiliatePartner } from '../api/affiliate.server';
import { useAffiliatePartner } from '../hooks/useAffiliatePartner';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadAffiliatePartner(request, context);

/**
 * /affiliate/agreement (part 2 §2, §4, §8): the agreement in its scroll box; a partner sees the
 * executed date, anyone else the form (Individual or Entity). Signing answers the partner info,
 * which replaces the form by the executed date and "Agreement executed successfully".
 */
export default function AffiliateAgreementRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const partner = useAffiliatePartner(loaded.me.id, loaded.partner);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<'executed' | 'failed' | null>(null);

  const onSubmit = async (submission: AgreementSubmission) => {
    setSubmitting(true);
    setResult(null);
    try {
      const signed = await signAgreement(loaded.me.id, submission);
      await partner.mutate(signed, { revalidate: false });
      setResult('executed');
    } catch (error) {
      console.error(error);
      setResult('failed');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.agreement.title')}</h1>
      {!partner.data && partner.error ? (
        <Alert tone="error">
          <span className={styles.row}>
            <span>{t('affiliate.agreement.loadFailed')}</span>
            <Button variant="secondary" size="small" onPress={() => void partner.mutate()}>
              {t('affiliate.agreement.retry')}
            </Button>
          </span>
        </Alert>
      ) : null}
      <AgreementForm
        partner={partner.data ?? null}
        personName={loaded.me.name}
        onSubmit={(submission) => void onSubmit(submission)}
        isSubmitting={submitting || (!partner.data && !partner.error)}
        result={result}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.agreement.title');
