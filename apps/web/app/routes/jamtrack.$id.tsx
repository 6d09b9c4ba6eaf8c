import { type JamTrack, MY_JAMTRACKS_PATH, moreByArtistPath } from '@backline/domain';
import {
  Alert,
  Button,
  Card,
  HelpResources,
  JamTrackPlayer,
  Link,
  MixdownQueuedDialog,
  MixEditor,
  MixList,
} from '@backline/ui';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { accountPaths } from '../api/account';
import { callApi, readJson } from '../api/platform.server';
import { STORE_API } from '../api/store';
import { requireUser } from '../auth.server';
import { useJamTrackPlayerPage } from '../hooks/useJamTrackPlayerPage';
import { useMainSiteUrl } from '../hooks/useMainSiteUrl';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** The practice studio: its widgets and engine load only when it is opened. */
const StudioPanel = lazy(() => import('../studio/StudioPanel'));

/** User detail of GET /users/{id} (part 2 §3): whether the player was opened before. */
interface PlayerUserDetail {
  first_opened_jamtrack_web_player?: boolean;
}

/** How often the page looks again while the JamTrack's audio is being made. */
const AUDIO_PENDING_RECHECK_MS = 5_000;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const me = await requireUser(request, context);
  const [response, detailResponse] = await Promise.all([
    callApi(request, context, STORE_API.jamTrack(params.id ?? '')),
    callApi(request, context, accountPaths.user(me.id)),
  ]);
  if (response.status === 404) throw redirect('/errors/404');
  const jamTrack = response.ok ? await readJson<JamTrack>(response) : null;
  if (!jamTrack) throw new Response('The JamTrack could not be loaded.', { status: 500 });
  // Owners only: anybody else finds it in the store, with the artist's other JamTracks.
  if (!jamTrack.purchased) throw redirect(moreByArtistPath(jamTrack));
  const detail = detailResponse.ok ? await readJson<PlayerUserDetail>(detailResponse) : null;
  return {
    jamTrack,
    user: {
      id: me.id,
      name: me.name,
      // Unknown counts as opened: the first-open progression is never sent twice.
      first_opened_jamtrack_web_player: detail?.first_opened_jamtrack_web_player ?? true,
    },
  };
}

/**
 * /jamtrack/{id} (part 2 §2, §4): the web player of an owned JamTrack — a header with the name,
 * the artist and a way back to My JamTracks, then the Player, My Mixes, Create Mix and Help
 * resources cards.
 */
export default function JamTrackRoute() {
  const t = useT();
  const data = useLoaderData<typeof loader>();
  const page = useJamTrackPlayerPage({ jamTrack: data.jamTrack, user: data.user });
  const mainSiteUrl = useMainSiteUrl();
  const ids = {
    player: useId(),
    studio: useId(),
    mixes: useId(),
    create: useId(),
    help: useId(),
  };
  const [studioOpen, setStudioOpen] = useState(false);
  const { jamTrack } = page;
  const canDownload = jamTrack.can_download;
  // A JamTrack just bought or claimed may still be getting its audio (decision 033): the
  // player waits for it, and the page reads the JamTrack again until it is there.
  const tracks = data.jamTrack.tracks;
  const audioPending = tracks.length > 0 && tracks.every((track) => !track.preview_mp3_url);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!audioPending) return;
    const timer = window.setInterval(revalidate, AUDIO_PENDING_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [audioPending, revalidate]);
  return (
    <div className={styles.page}>
      <Link href={MY_JAMTRACKS_PATH}>{t('jamtracks.player.back')}</Link>
      <header>
        <h1 className={styles.heading}>{jamTrack.name}</h1>
        <p>{t('jamtracks.details.by', { artist: jamTrack.original_artist })}</p>
      </header>
      {page.failure && (
        <Alert tone="error" onDismiss={page.dismissFailure}>
          {t(
            page.failure === 'delete'
              ? 'jamtracks.player.deleteFailed'
              : 'jamtracks.player.queueFailed',
          )}
        </Alert>
      )}
      <Card padding="large">
        <h2 id={ids.player} className={styles.subheading}>
          {t('jamtracks.player.cards.player')}
        </h2>
        <JamTrackPlayer
          aria-labelledby={ids.player}
          jamTrack={jamTrack}
          selection={page.selection}
          onSelectionChange={page.choose}
          src={page.src}
          isAudioPending={audioPending}
          onDownload={canDownload ? () => page.download(page.selection) : undefined}
        />
      </Card>
      <Card padding="large">
        <section aria-labelledby={ids.studio}>
          <h2 id={ids.studio} className={styles.subheading}>
            {t('jamtracks.player.cards.studio')}
          </h2>
          {studioOpen ? (
            <Suspense fallback={<p role="status">{t('jamtracks.studio.loading')}</p>}>
              <StudioPanel jamTrack={jamTrack} onSaveMix={page.create} />
            </Suspense>
          ) : (
            <>
              <p>{t('jamtracks.studio.intro')}</p>
              <Button onPress={() => setStudioOpen(true)} isDisabled={audioPending}>
                {t('jamtracks.studio.open')}
              </Button>
            </>
          )}
        </section>
      </Card>
      <Card padding="large">
        <h2 id={ids.mixes} className={styles.subheading}>
          {t('jamtracks.player.cards.myMixes')}
        </h2>
        <MixList
          aria-labelledby={ids.mixes}
          mixdowns={jamTrack.mixdowns}
          onDownload={canDownload ? (id) => page.download({ kind: 'mixdown', id }) : undefined}
          onDelete={(id) => void page.remove(id)}
          onRetry={page.retry}
          deletingId={page.deletingId}
        />
      </Card>
      <Card padding="large">
        <h2 id={ids.create} className={styles.subheading}>
          {t('jamtracks.player.cards.createMix')}
        </h2>
        <MixEditor
          aria-labelledby={ids.create}
          jamTrack={jamTrack}
          mixCount={jamTrack.mixdowns.length}
          onCreate={page.create}
        />
      </Card>
      <Card padding="large">
        <h2 id={ids.help} className={styles.subheading}>
          {t('jamtracks.player.cards.help')}
        </h2>
        <HelpResources
          aria-labelledby={ids.help}
          jamTrack={jamTrack}
          articles={[
            {
              title: t('jamtracks.player.help.knowledgeBase'),
              href: `${mainSiteUrl}/public/knowledge-base`,
            },
            { title: t('jamtracks.player.help.helpDesk'), href: `${mainSiteUrl}/public/help-desk` },
          ]}
        />
      </Card>
      <MixdownQueuedDialog
        isOpen={page.queuedMixdown !== null}
        onOpenChange={(open) => !open && page.closeQueued()}
        mixdown={page.queuedMixdown}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ data }) => [
  {
    title: `${(data as { jamTrack?: JamTrack } | undefined)?.jamTrack?.name ?? 'JamTrack'} · Backline`,
  },
];
