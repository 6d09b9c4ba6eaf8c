import { type ArtifactsResponse, artifactPlatformOf, sessionLaunchLink } from '@backline/domain';
import { Alert, Button, Link, Spinner } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import { readByGet } from '../api/people.server';
import { sessionsPaths } from '../api/sessions';
import { requireUser } from '../auth.server';
import { SessionLaunchDialogs } from '../components/sessions/SessionLaunchDialogs';
import { useMainSiteUrl } from '../hooks/useMainSiteUrl';
import { useSessionLaunch } from '../hooks/useSessionLaunch';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get('session')?.trim() || null;
  return {
    // Only a session id is taken from the query: the page never opens an arbitrary link.
    launchUrl: sessionId ? sessionLaunchLink(sessionId) : null,
    artifacts: await readByGet<ArtifactsResponse>(request, context, sessionsPaths.clients),
    platform: artifactPlatformOf(request.headers.get('user-agent') ?? ''),
  };
}

/** The desktop app's downloads (GET /api/artifacts/clients), the user's platform first. */
function Downloads({
  fallback,
  platform,
}: {
  fallback: ArtifactsResponse | null;
  platform: string | null;
}) {
  const t = useT();
  const { data, error, isLoading } = useSWR<ArtifactsResponse>(
    sessionsPaths.clients,
    apiFetcher,
    fallback ? { fallbackData: fallback, revalidateOnMount: false } : {},
  );
  const artifacts = [...(data?.artifacts ?? [])].sort(
    (a, b) => Number(b.platform === platform) - Number(a.platform === platform),
  );
  return (
    <section id="downloads" aria-labelledby="downloads-heading" className={styles.stack}>
      <h2 id="downloads-heading" className={styles.subheading}>
        {t('sessions.downloads.title')}
      </h2>
      {isLoading && !data ? (
        <Spinner aria-label={t('common.loading')} />
      ) : error && !data ? (
        <Alert tone="error">{t('sessions.downloads.failed')}</Alert>
      ) : artifacts.length === 0 ? (
        <p className={styles.muted}>{t('sessions.downloads.empty')}</p>
      ) : (
        <ul>
          {artifacts.map((artifact) => (
            <li key={artifact.platform}>
              <Link href={artifact.url}>
                {t('sessions.downloads.item', {
                  platform: artifact.platform,
                  version: artifact.version,
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /applaunch (part 1 §1): the hand-off page. `?session={id}` tries that session's
 * `backline://` link at once; the same modals as Join follow. Below, the downloads.
 */
export default function AppLaunchRoute() {
  const t = useT();
  const { launchUrl, artifacts, platform } = useLoaderData<typeof loader>();
  const { state, launch, close } = useSessionLaunch();
  const mainSiteUrl = useMainSiteUrl();
  const tried = useRef(false);
  useEffect(() => {
    if (!launchUrl || tried.current) return;
    tried.current = true;
    launch(launchUrl);
  }, [launchUrl, launch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('sessions.applaunch.title')}</h1>
      {launchUrl ? (
        <div>
          <Button variant="secondary" onPress={() => launch(launchUrl)}>
            {t('sessions.applaunch.retry')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('sessions.applaunch.missing')}</p>
      )}
      <Downloads fallback={artifacts ?? null} platform={platform} />
      <SessionLaunchDialogs state={state} onClose={close} mainSiteUrl={mainSiteUrl} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'sessions.applaunch.title');
