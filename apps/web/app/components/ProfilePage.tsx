import { Alert, Avatar, Card } from '@backline/ui';
import { useSearchParams } from '@remix-run/react';
import { useIntl } from 'react-intl';
import { useMe } from '../hooks/useMe';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';
import { DisplaySwitcher, LanguageSwitcher } from './PreferenceSwitchers';

/**
 * The signed-in user's page (/ and /profile, the logo's target): who is signed in, and the
 * language and display preferences. Editing the profile belongs to a later issue.
 */
export function ProfilePage() {
  const t = useT();
  const intl = useIntl();
  const { me } = useMe();
  const [searchParams] = useSearchParams();
  if (!me) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('profile.title')}</h1>
      {searchParams.get('changed') === 'password' && (
        <Alert tone="success">{t('profile.passwordChanged')}</Alert>
      )}
      <Card elevation="raised" padding="large" as="section" aria-labelledby="profile-name">
        <div className={styles.row}>
          <Avatar person={me} size="xlarge" isDecorative />
          <div className={styles.stack}>
            <h2 id="profile-name" className={styles.subheading}>
              {me.name}
            </h2>
            <p>
              <span className={styles.muted}>{t('profile.email')}: </span>
              <span data-testid="profile-email">{me.email}</span>{' '}
              {me.email_confirmed && (
                <span className={styles.muted}>({t('profile.emailConfirmed')})</span>
              )}
            </p>
            {!me.email_confirmed && <p className={styles.muted}>{t('profile.emailUnconfirmed')}</p>}
            <p className={styles.muted}>
              {t('profile.memberSince', {
                date: intl.formatDate(me.created_at, { dateStyle: 'long' }),
              })}
            </p>
          </div>
        </div>
      </Card>
      <Card padding="large" as="section" aria-labelledby="display-title">
        <div className={styles.stack}>
          <h2 id="display-title" className={styles.subheading}>
            {t('profile.display.title')}
          </h2>
          <p className={styles.muted}>{t('profile.display.intro')}</p>
          <LanguageSwitcher />
          <DisplaySwitcher />
        </div>
      </Card>
    </div>
  );
}
