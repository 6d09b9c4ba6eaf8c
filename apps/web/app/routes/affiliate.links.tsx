import {
  AFFILIATE_FEE_PERCENT,
  AFFILIATE_QUALIFICATION_YEARS,
  type AutocompleteResponse,
  isAgreementSigned,
  type JamTrackArtist,
  type JamTrackSearchCriteria,
  type JamTrackSuggestion,
} from '@backline/domain';
import { AffiliateLinkList, Alert, Button, JamTrackAutocomplete } from '@backline/ui';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import useSWR from 'swr';
import { AFFILIATE_API } from '../api/affiliate';
import { loadAffiliatePartner } from '../api/affiliate.server';
import { apiFetcher } from '../api/fetcher';
import { useAffiliatePartner } from '../hooks/useAffiliatePartner';
import { pageTitle } from '../i18n/meta';
import { useT } from '../i18n/useT';
import * as styles from '../styles/page.css';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadAffiliatePartner(request, context);

interface Found {
  songs: readonly JamTrackSuggestion[];
  artists: readonly JamTrackArtist[];
  /** The text of an Enter search that found nothing. */
  emptyTerm: string | null;
}

const NOTHING: Found = { songs: [], artists: [], emptyTerm: null };

/**
 * /affiliate/links (part 2 §2 Affiliate links): the home-page link, then song and artist links
 * found with the autocomplete (limit 100): an artist lists its artist link; a song (or a
 * JamTrack, a recording of a song) its song link; Enter with text the links of every matching
 * song. Until the agreement is signed every link points to /affiliate/agreement (the domain's
 * link builders, through AffiliateLinkList).
 */
export default function AffiliateLinksRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  const partner = useAffiliatePartner(loaded.me.id, loaded.partner);
  const [inputValue, setInputValue] = useState('');
  const [found, setFound] = useState<Found>(NOTHING);
  const [searchFailed, setSearchFailed] = useState(false);
  const typed = inputValue.trim();
  const suggestions = useSWR<AutocompleteResponse>(
    typed ? AFFILIATE_API.autocomplete(typed) : null,
    apiFetcher,
    { keepPreviousData: true },
  );

  const onSearch = async (criteria: JamTrackSearchCriteria) => {
    setSearchFailed(false);
    if (criteria.kind === 'artist') setFound({ ...NOTHING, artists: [criteria.artist] });
    else if (criteria.kind === 'song') setFound({ ...NOTHING, songs: [criteria.song] });
    else if (criteria.kind === 'term') {
      try {
        const answer = await apiFetcher<AutocompleteResponse>(
          AFFILIATE_API.autocomplete(criteria.text),
        );
        setFound({
          ...NOTHING,
          songs: answer.songs,
          emptyTerm: answer.songs.length === 0 ? criteria.text : null,
        });
      } catch (error) {
        console.error(error);
        setSearchFailed(true);
      }
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('affiliate.links.title')}</h1>
      <p>
        {t('affiliate.links.intro', {
          percent: AFFILIATE_FEE_PERCENT,
          years: AFFILIATE_QUALIFICATION_YEARS,
        })}
      </p>
      {!partner.data && partner.error ? (
        <Alert tone="error">
          <span className={styles.row}>
            <span>{t('affiliate.links.loadFailed')}</span>
            <Button variant="secondary" size="small" onPress={() => void partner.mutate()}>
              {t('affiliate.agreement.retry')}
            </Button>
          </span>
        </Alert>
      ) : null}
      <AffiliateLinkList
        context={{
          siteUrl: loaded.siteUrl,
          code: partner.data?.account?.id ?? null,
          signed: isAgreementSigned(partner.data),
        }}
        songs={found.songs}
        artists={found.artists}
        search={
          <div className={styles.stack}>
            <JamTrackAutocomplete
              inputValue={inputValue}
              onInputChange={setInputValue}
              suggestions={typed ? (suggestions.data ?? null) : null}
              isLoading={suggestions.isLoading}
              onSearch={(criteria) => void onSearch(criteria)}
            />
            {searchFailed || (typed && suggestions.error) ? (
              <Alert tone="error">{t('affiliate.links.searchFailed')}</Alert>
            ) : null}
            {found.emptyTerm ? (
              <p className={styles.muted} role="status">
                {t('affiliate.links.noResults', { text: found.emptyTerm })}
              </p>
            ) : null}
          </div>
        }
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, 'affiliate.links.title');
