import {
  formatUsd,
  isCatalogueSlug,
  type PublicArtistResponse,
  publicArtistPath,
  publicJamTrackPath,
} from '@backline/domain';
import { Alert, Card, JamTrackTrackList, Link } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useId } from 'react';
import { CATALOGUE_API } from '../api/catalogue';
import { callApi, readJson } from '../api/platform.server';
import { CatalogueCallToAction } from '../components/catalogue/CatalogueCallToAction';
import * as catalogue from '../components/catalogue/catalogue.css';
import { catalogueMeta } from '../components/catalogue/catalogueMeta';
import { usePreviewAudio } from '../hooks/usePreviewAudio';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

/** Public, signed out or in (decision 023); an unknown or malformed slug is the 404 page. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  if (!isCatalogueSlug(slug)) throw new Response('Not found', { status: 404 });
  const response = await callApi(request, context, CATALOGUE_API.artist(slug));
  if (response.status === 404) throw new Response('Not found', { status: 404 });
  const body = response.ok ? await readJson<PublicArtistResponse>(response) : null;
  if (!body) throw new Response('The artist could not be loaded.', { status: 500 });
  return body;
}

/**
 * /artists/{slug}: an artist's public page, where an affiliate's artist link lands: their
 * JamTracks, each linking its own page and with the whole mix's preview once it exists, and
 * the call to sign up.
 */
export default function PublicArtistRoute() {
  const t = useT();
  const { artist, jamtracks } = useLoaderData<typeof loader>();
  const listHeadingId = useId();
  const preview = usePreviewAudio();

  return (
    <div className={styles.page}>
      <header className={catalogue.header}>
        <p className={catalogue.eyebrow}>{t('jamtracks.public.artist.eyebrow')}</p>
        <h1 className={styles.heading}>{artist.original_artist}</h1>
        <p className={styles.muted}>
          {t('jamtracks.public.artist.count', { count: jamtracks.length })}
        </p>
      </header>

      <section className={catalogue.section} aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className={styles.subheading}>
          {t('jamtracks.public.artist.jamTracksTitle', { artist: artist.original_artist })}
        </h2>
        <ul className={catalogue.jamTrackList}>
          {jamtracks.map((jamTrack) => {
            // The whole mix stands for the song here; its page has every track.
            const master = jamTrack.tracks.filter(
              (track) => track.track_type === 'Master' && track.preview_mp3_url,
            );
            return (
              <Card as="li" key={jamTrack.id} elevation="raised">
                <div className={catalogue.jamTrackItem}>
                  <div className={styles.stack}>
                    <h3 className={catalogue.jamTrackName}>
                      <Link href={publicJamTrackPath(jamTrack)}>{jamTrack.name}</Link>
                    </h3>
                    <span className={catalogue.price}>{formatUsd(jamTrack.download_price)}</span>
                  </div>
                  {master.length > 0 ? (
                    <JamTrackTrackList
                      jamTrack={{ name: jamTrack.name, tracks: master }}
                      previewTrackId={preview.playingTrackId}
                      onPreviewChange={preview.onPreviewChange}
                    />
                  ) : (
                    <Link variant="standalone" href={publicJamTrackPath(jamTrack)}>
                      {t('jamtracks.public.artist.previewOnPage')}
                    </Link>
                  )}
                </div>
              </Card>
            );
          })}
        </ul>
        {preview.failed && <Alert tone="error">{t('jamtracks.public.jamTrack.playFailed')}</Alert>}
        {/* biome-ignore lint/a11y/useMediaCaption: short instrumental previews, no speech. */}
        <audio ref={preview.audioRef} preload="none" hidden />
      </section>

      <CatalogueCallToAction
        title={t('jamtracks.public.cta.artistTitle', { artist: artist.original_artist })}
        returnTo={publicArtistPath(artist)}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return pageTitle(matches, 'common.errors.notFound.title');
  return catalogueMeta(
    matches,
    {
      title: 'jamtracks.public.artist.metaTitle',
      description: 'jamtracks.public.artist.metaDescription',
    },
    { artist: data.artist.original_artist },
  );
};
