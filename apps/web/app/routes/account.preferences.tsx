import type { RecordingPref } from '@backline/domain';
import {
  Alert,
  Card,
  Checkbox,
  RecordingPreference,
  type RecordingPreferenceResult,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { accountPaths } from '../api/account';
import { apiPost } from '../api/fetcher';
import { callApi, readJson } from '../api/platform.server';
import { requireUser } from '../auth.server';
import { DisplaySwitcher, LanguageSwitcher } from '../components/PreferenceSwitchers';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const response = await callApi(request, context, accountPaths.profile(me.id));
  const profile = await readJson<{
    recording_pref: RecordingPref;
    subscribe_email: boolean;
    accept_desktop_notifications: boolean;
  }>(response);
  if (!response.ok || !profile) throw new Error(`GET profile answered ${response.status}`);
  return {
    userId: me.id,
    recordingPref: profile.recording_pref,
    subscribeEmail: profile.subscribe_email,
    desktopNotifications: profile.accept_desktop_notifications,
  };
}

type Flag = 'subscribe_email' | 'accept_desktop_notifications';

/** A yes/no preference saved as soon as it is ticked (POST /users/{id}). */
function useFlag(userId: string, field: Flag, saved: boolean) {
  const [value, setValue] = useState(saved);
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const change = async (next: boolean) => {
    setValue(next);
    setResult(null);
    const response = await apiPost(accountPaths.user(userId), { [field]: next }).catch(() => null);
    setResult(response?.ok ? 'saved' : 'failed');
    if (!response?.ok) setValue(!next);
  };
  return { value, result, change };
}

/**
 * /account/preferences: the recording preference (part 1 §2), saved as soon as it is picked,
 * and the language and display preferences of this device.
 */
export default function AccountPreferencesRoute() {
  const t = useT();
  const { userId, recordingPref, subscribeEmail, desktopNotifications } =
    useLoaderData<typeof loader>();
  const subscribe = useFlag(userId, 'subscribe_email', subscribeEmail);
  const notifications = useFlag(userId, 'accept_desktop_notifications', desktopNotifications);
  const flagResult = subscribe.result ?? notifications.result;
  const [value, setValue] = useState<RecordingPref>(recordingPref);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<RecordingPreferenceResult | null>(null);

  const onChange = async (next: RecordingPref) => {
    const previous = value;
    setValue(next);
    setSaving(true);
    setResult(null);
    try {
      const response = await apiPost(accountPaths.user(userId), { recording_pref: next });
      setResult(response.ok ? 'saved' : 'failed');
      if (!response.ok) setValue(previous);
    } catch {
      setResult('failed');
      setValue(previous);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('account.preferences.title')}</h1>
      <Card padding="large" as="section" aria-labelledby="recording-title">
        <div className={styles.stack}>
          <h2 id="recording-title" className={styles.subheading}>
            {t('account.preferences.recording')}
          </h2>
          <RecordingPreference
            value={value}
            onChange={onChange}
            isSaving={saving}
            result={result}
          />
        </div>
      </Card>
      <Card padding="large" as="section" aria-labelledby="email-title">
        <div className={styles.stack}>
          <h2 id="email-title" className={styles.subheading}>
            {t('account.preferences.email')}
          </h2>
          <Checkbox isSelected={subscribe.value} onChange={subscribe.change}>
            {t('account.preferences.subscribeEmail')}
          </Checkbox>
          <Checkbox isSelected={notifications.value} onChange={notifications.change}>
            {t('account.preferences.desktopNotifications')}
          </Checkbox>
          {flagResult === 'saved' && <Alert tone="success">{t('account.preferences.saved')}</Alert>}
          {flagResult === 'failed' && <Alert tone="error">{t('account.preferences.failed')}</Alert>}
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

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'account.preferences.title');
