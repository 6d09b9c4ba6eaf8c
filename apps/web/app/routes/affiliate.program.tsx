import {
  AFFILIATE_AGREEMENT_PATH,
  AFFILIATE_FEE_PERCENT,
  AFFILIATE_LINKS_PATH,
  AFFILIATE_MINIMUM_PAYABLE_CENTS,
  AFFILIATE_PAYMENT_DAYS_AFTER_QUARTER,
  AFFILIATE_QUALIFICATION_YEARS,
  agreementExecutedOn,
  formatUsd,
} from '@backline/domain';
import { Alert, Button, Card, Link, Spinner } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { loadAffiliatePartner } from '../api/affiliate.server';
import { useAffiliatePartner } from '../hooks/useAffiliatePartner';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadAffiliatePartner(request, context);

/**
 * /affiliate/program (part 2 §2): what the programme pays and how (the §9 numbers, from the
 * domain), whether the person signed the agreement, and the ways on: the agreement and the
 * links first, then payee, signups and earnings.
 */
export default function AffiliateProgramRoute() {
  const t = useT();
  const intl = useIntl();
  const loaded = useLoaderData<typeof loader>();
  const partner = useAffiliatePartner(loaded.me.id, loaded.partner);
  const executed = partner.data ? agreementExecutedOn(partner.data) : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.program.title')}</h1>
      <p>{t('affiliate.program.intro')}</p>
      <Card padding="large" as="section" aria-labelledby="program-how">
        <div className={styles.stack}>
          <h2 id="program-how" className={styles.subheading}>
            {t('affiliate.program.howTitle')}
          </h2>
          <ul className={styles.stack}>
            <li>{t('affiliate.program.fee', { percent: AFFILIATE_FEE_PERCENT })}</li>
            <li>{t('affiliate.program.window', { years: AFFILIATE_QUALIFICATION_YEARS })}</li>
            <li>{t('affiliate.program.cookie')}</li>
            <li>
              {t('affiliate.program.payment', {
                days: AFFILIATE_PAYMENT_DAYS_AFTER_QUARTER,
                minimum: formatUsd(AFFILIATE_MINIMUM_PAYABLE_CENTS),
              })}
            </li>
          </ul>
        </div>
      </Card>
      <Card padding="large" as="section" aria-labelledby="program-steps">
        <div className={styles.stack}>
          <h2 id="program-steps" className={styles.subheading}>
            {t('affiliate.program.stepsTitle')}
          </h2>
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
          {!partner.data && !partner.error ? <Spinner /> : null}
          {executed?.kind === 'date' ? (
            <p>
              {t('affiliate.program.signedOn', {
                date: intl.formatDate(executed.signedAt, { dateStyle: 'long', timeZone: 'UTC' }),
              })}
            </p>
          ) : null}
          {executed?.kind === 'notAvailable' ? (
            <p className={styles.muted}>{t('affiliate.program.notSigned')}</p>
          ) : null}
          <Link href={AFFILIATE_AGREEMENT_PATH} variant="standalone">
            {t('affiliate.program.signAgreement')}
          </Link>
          <Link href={AFFILIATE_LINKS_PATH} variant="standalone">
            {t('affiliate.program.getLinks')}
          </Link>
          <Link href="/affiliate/payee" variant="standalone">
            {t('affiliate.program.payee')}
          </Link>
          <Link href="/affiliate/signups" variant="standalone">
            {t('affiliate.program.signups')}
          </Link>
          <Link href="/affiliate/earnings" variant="standalone">
            {t('affiliate.program.earnings')}
          </Link>
        </div>
      </Card>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.program.title');
