import {
  formatUsd,
  isCatalogueSlug,
  type PublicJamTrackResponse,
  previewsPending,
  publicArtistPath,
  publicJamTrackPath,
} from '@backline/domain';
import { Alert, JamTrackTrackList, Link, Spinner } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import { CATALOGUE_API } from '../api/catalogue';
import { callApi, readJson } from '../api/platform.server';
import { CatalogueCallToAction } from '../components/catalogue/CatalogueCallToAction';
import * as catalogue from '../components/catalogue/catalogue.css';
import { catalogueMeta } from '../components/catalogue/catalogueMeta';
import { usePreviewAudio } from '../hooks/usePreviewAudio';
import { usePublicJamTrack } from '../hooks/usePublicJamTrack';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** Public, signed out or in (decision 023); an unknown or malformed slug is the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isCatalogueSlug(slug)) throw new Response('Not found', { status: 404 });
  const response = await callApi(request, context, CATALOGUE_API.jamTrack(slug));
  if (response.status === 404) throw new Response('Not found', { status: 404 });
  const body = response.ok ? await readJson<PublicJamTrackResponse>(response) : null;
  if (!body) throw new Response('The JamTrack could not be loaded.', { status: 500 });
  return { jamTrack: body.jamtrack };
}

/**
 * /jamtracks/{slug}: a JamTrack's public page, where an affiliate's song link lands. Name,
 * artist (linking the artist's page), price, a preview per track, and the call to sign up.
 */
export default function PublicJamTrackRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const tracksHeadingId = useId();
  // The loader's answer first; while the audio is being made, look again until previews exist.
  const jamTrack = usePublicJamTrack(loaded.jamTrack);
  const preview = usePreviewAudio();
  const pending = previewsPending(jamTrack);

  return (
    <div className={styles.page}>
      <header className={catalogue.header}>
        <p className={catalogue.eyebrow}>{t('jamtracks.public.jamTrack.eyebrow')}</p>
        <h1 className={styles.heading}>{jamTrack.name}</h1>
        <p className={catalogue.byline}>
          {t('jamtracks.public.jamTrack.by')}{' '}
          <Link href={publicArtistPath(jamTrack)}>{jamTrack.original_artist}</Link>
        </p>
        <p>
          <span className={styles.muted}>{t('jamtracks.public.jamTrack.price')}: </span>
          <span className={catalogue.price}>{formatUsd(jamTrack.download_price)}</span>
        </p>
      </header>

      <section className={catalogue.section} aria-labelledby={tracksHeadingId}>
        <h2 id={tracksHeadingId} className={styles.subheading}>
          {t('jamtracks.public.jamTrack.tracksTitle')}
        </h2>
        {jamTrack.tracks.length === 0 ? (
          <p className={styles.muted}>{t('jamtracks.public.jamTrack.noTracks')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('jamtracks.public.jamTrack.tracksIntro')}</p>
            {pending && (
              <Alert tone="info">
                <span className={styles.row}>
                  <Spinner size="small" aria-hidden />
                  {t('jamtracks.public.jamTrack.preparing')}
                </span>
              </Alert>
            )}
            <JamTrackTrackList
              aria-labelledby={tracksHeadingId}
              jamTrack={jamTrack}
              previewTrackId={preview.playingTrackId}
              onPreviewChange={preview.onPreviewChange}
            />
            {preview.failed && (
              <Alert tone="error">{t('jamtracks.public.jamTrack.playFailed')}</Alert>
            )}
          </>
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: short instrumental previews, no speech. */}
        <audio ref={preview.audioRef} preload="none" hidden />
      </section>

      <CatalogueCallToAction
        title={t('jamtracks.public.cta.jamTrackTitle', { name: jamTrack.name })}
        returnTo={publicJamTrackPath(jamTrack)}
        jamTrack={jamTrack}
      />

      <p>
        <Link variant="standalone" href={publicArtistPath(jamTrack)}>
          {t('jamtracks.public.jamTrack.moreByArtist', { artist: jamTrack.original_artist })}
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, 'common.errors.notFound.title');
  const { jamTrack } = data;
  return catalogueMeta(
    matches,
    {
      title: 'jamtracks.public.jamTrack.metaTitle',
      description: 'jamtracks.public.jamTrack.metaDescription',
    },
    { name: jamTrack.name, artist: jamTrack.original_artist },
  );
};
