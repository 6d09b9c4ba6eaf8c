import { AVATAR_UPLOAD_MAX_BYTES } from '@backline/domain';
import {
  Alert,
  AvatarEditor,
  type AvatarEditorOutcome,
  type AvatarUpload,
  Card,
  ProfileEditor,
  SaveStatus,
} from '@backline/ui';
import { useSearchParams } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteAvatar, saveAvatar } from '../api/avatar';
import { loadCities, loadRegions } from '../api/places';
import type { ProfilePageData } from '../api/profile.server';
import { useMe } from '../hooks/useMe';
import { useProfileAutosave } from '../hooks/useProfileAutosave';
import type { MessageId } from '../i18n/messageIds';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** The avatar's upload, replace and delete (part 1 §4, §5), with the §8 outcomes. */
function ProfileAvatar() {
  const t = useT();
  const { me, mutate } = useMe();
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<AvatarEditorOutcome | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | undefined>();
  if (!me) return null;

  const onSave = async ({ file, crop }: AvatarUpload) => {
    setSaving(true);
    setErrorMessage(undefined);
    try {
      const result = await saveAvatar(me.id, file, crop);
      setOutcome(result.ok ? 'updated' : 'updateFailed');
      if (!result.ok) {
        setErrorMessage(
          result.problem
            ? t(`profile.avatar.${result.problem}` as MessageId)
            : (result.message ?? undefined),
        );
      }
      // The top bar's avatar follows the new photo.
      if (result.ok) await mutate();
    } catch {
      setOutcome('updateFailed');
    } finally {
      setSaving(false);
    }
  };
  const onDelete = async () => {
    setDeleting(true);
    try {
      const result = await deleteAvatar(me.id);
      setOutcome(result.ok ? 'deleted' : 'deleteFailed');
      if (result.ok) await mutate();
    } catch {
      setOutcome('deleteFailed');
    } finally {
      setDeleting(false);
    }
  };
  return (
    <AvatarEditor
      person={me}
      onSave={onSave}
      onDelete={onDelete}
      isSaving={saving}
      isDeleting={deleting}
      outcome={outcome}
      errorMessage={errorMessage}
      maxFileBytes={AVATAR_UPLOAD_MAX_BYTES}
    />
  );
}

/**
 * The edit-profile screen (/ and /profile): the avatar, then the profile's sections, saved
 * without a button — text after a 2 s pause, anything else at once (part 1 §4).
 */
export function ProfilePage({ data }: { data: ProfilePageData }) {
  const t = useT();
  const intl = useIntl();
  const { me: liveMe } = useMe();
  const me = liveMe ?? data.me;
  const [searchParams] = useSearchParams();
  const confirmLeave = useCallback(() => window.confirm(t('profile.leaveWhileSaving')), [t]);
  const autosave = useProfileAutosave({ userId: me.id, confirmLeave });

  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.heading}>{t('profile.title')}</h1>
        <SaveStatus
          status={autosave.view.status}
          errorMessage={autosave.view.errorMessage}
          onRetry={autosave.retry}
        />
      </div>
      {searchParams.get('changed') === 'password' && (
        <Alert tone="success">{t('profile.passwordChanged')}</Alert>
      )}
      <Card elevation="raised" padding="large" as="section" aria-labelledby="profile-avatar">
        <div className={styles.stack}>
          <h2 id="profile-avatar" className={styles.subheading}>
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
          <ProfileAvatar />
        </div>
      </Card>
      <ProfileEditor
        profile={data.profile}
        onChange={autosave.change}
        countries={data.countries}
        regions={data.regions}
        cities={data.cities}
        loadRegions={loadRegions}
        loadCities={loadCities}
        instruments={data.instruments}
        genres={data.genres}
      />
    </div>
  );
}
