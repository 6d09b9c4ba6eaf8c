import { type Profile, type ProfileUpdate, safeRedirectTarget } from '@backline/domain';
import {
  Card,
  Link,
  ProfileBasics,
  ProfileGenres,
  ProfileInstruments,
  SaveStatus,
} from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useCallback, useState } from 'react';
import { loadCities, loadRegions } from '../api/places';
import { loadProfilePage } from '../api/profile.server';
import { useProfileAutosave } from '../hooks/useProfileAutosave';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/*
 * The first step after sign-up (decision 026): what you play, where you are and what
 * you like, each saved as it changes (the profile's own sections and autosave, POST
 * /users/{id}), with why it matters. Skippable: both ways lead to the finder (or where the
 * musician was going when they signed up).
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await loadProfilePage(request, context);
  const next = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'));
  return { ...data, next: next === '/' ? '/friends' : next };
}

export default function WelcomeRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const confirmLeave = useCallback(() => window.confirm(t('profile.leaveWhileSaving')), [t]);
  const autosave = useProfileAutosave({ userId: data.me.id, confirmLeave });
  // The sections show what the musician chose at once; the autosave sends it.
  const [shown, setShown] = useState<Profile>(data.profile);
  const { change: save } = autosave;
  const change = useCallback(
    (update: ProfileUpdate) => {
      setShown((current) => ({ ...current, ...update }));
      save(update);
    },
    [save],
  );

  return (
    <div className={styles.page}>
      <div className={styles.stack}>
        <h1 className={styles.heading}>{t('profile.welcome.title', { name: data.me.name })}</h1>
        <p>{t('profile.welcome.intro')}</p>
        <SaveStatus
          status={autosave.view.status}
          errorMessage={autosave.view.errorMessage}
          onRetry={autosave.retry}
        />
        <Link href={data.next} variant="standalone">
          {t('profile.welcome.skip')}
        </Link>
      </div>
      <Card elevation="raised" padding="large" as="section" aria-labelledby="welcome-play">
        <div className={styles.stack}>
          <h2 id="welcome-play" className={styles.subheading}>
            {t('profile.welcome.playTitle')}
          </h2>
          <p className={styles.muted}>{t('profile.welcome.playWhy')}</p>
          <ProfileInstruments
            profile={shown}
            onChange={change}
            instruments={data.instruments}
            headingLevel={3}
          />
        </div>
      </Card>
      <Card elevation="raised" padding="large" as="section" aria-labelledby="welcome-place">
        <div className={styles.stack}>
          <h2 id="welcome-place" className={styles.subheading}>
            {t('profile.welcome.placeTitle')}
          </h2>
          <p className={styles.muted}>{t('profile.welcome.placeWhy')}</p>
          <ProfileBasics
            profile={shown}
            onChange={change}
            countries={data.countries}
            // The loader's lists belong to the saved place only: another country loads its own.
            regions={
              data.profile.country && shown.country === data.profile.country
                ? data.regions
                : undefined
            }
            cities={
              data.profile.state &&
              shown.country === data.profile.country &&
              shown.state === data.profile.state
                ? data.cities
                : undefined
            }
            loadRegions={loadRegions}
            loadCities={loadCities}
            headingLevel={3}
          />
        </div>
      </Card>
      <Card elevation="raised" padding="large" as="section" aria-labelledby="welcome-genres">
        <div className={styles.stack}>
          <h2 id="welcome-genres" className={styles.subheading}>
            {t('profile.welcome.genresTitle')}
          </h2>
          <p className={styles.muted}>{t('profile.welcome.genresWhy')}</p>
          <ProfileGenres profile={shown} onChange={change} genres={data.genres} headingLevel={3} />
        </div>
      </Card>
      <div className={styles.stack}>
        <p className={styles.muted}>{t('profile.welcome.later')}</p>
        <Link href={data.next} variant="standalone">
          {t('profile.welcome.done')}
        </Link>
      </div>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'profile.welcome.pageTitle');
