import type { AutocompleteResponse } from '@backline/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoCatalogue } from '../../components/private/StoreStoryKit/storeStoryKit';
import { JamTrackSearch, type JamTrackSearchProps } from './JamTrackSearch';
import { criteriaForSuggestion, suggestionKey } from './suggestionCriteria';

const song = {
  id: 'jt-1',
  name: 'Superstition',
  slug: 'superstition',
  original_artist: 'Stevie Wonder',
  original_artist_slug: 'stevie-wonder',
};
const suggestions: AutocompleteResponse = {
  songs: [song],
  artists: [{ original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' }],
  jamtracks: [{ ...song, id: 'jt-9', name: 'Superstition (live)' }],
};

describe('criteriaForSuggestion', () => {
  it('searches a chosen artist by artist', () => {
    expect(criteriaForSuggestion(suggestionKey('artist', 'stevie-wonder'), suggestions)).toEqual({
      kind: 'artist',
      artist: suggestions.artists[0],
    });
  });

  it('searches a chosen song, and a chosen JamTrack, by song', () => {
    expect(criteriaForSuggestion(suggestionKey('song', 'jt-1'), suggestions)).toEqual({
      kind: 'song',
      song,
    });
    expect(criteriaForSuggestion(suggestionKey('jamtrack', 'jt-9'), suggestions)).toEqual({
      kind: 'song',
      song: suggestions.jamtracks[0],
    });
  });

  it('keeps ids that contain the separator whole', () => {
    const odd = { ...song, id: 'a:b' };
    expect(
      criteriaForSuggestion(suggestionKey('song', 'a:b'), { ...suggestions, songs: [odd] }),
    ).toEqual({ kind: 'song', song: odd });
  });

  it('answers null for an unknown key or no suggestions', () => {
    expect(criteriaForSuggestion('song:nope', suggestions)).toBeNull();
    expect(criteriaForSuggestion('other:jt-1', suggestions)).toBeNull();
    expect(criteriaForSuggestion('song:jt-1', null)).toBeNull();
  });
});

function renderSearch(props: Partial<JamTrackSearchProps> = {}, locale = 'en') {
  return renderWithUI(
    <JamTrackSearch
      criteria={{ kind: 'all' }}
      onSearch={() => {}}
      inputValue=""
      onInputChange={() => {}}
      jamTracks={demoCatalogue(3)}
      count={3}
      user={null}
      layout="table"
      {...props}
    />,
    locale,
  );
}

describe('JamTrackSearch', () => {
  it('heads the results with the selection or the search term', () => {
    const { rerender } = renderSearch({
      criteria: { kind: 'artist', artist: suggestions.artists[0]! },
    });
    expect(
      screen.getByRole('heading', { name: 'Results for artist “Stevie Wonder”' }),
    ).toBeInTheDocument();
    rerender(
      <JamTrackSearch
        criteria={{ kind: 'term', text: '  funk ' }}
        onSearch={() => {}}
        inputValue=""
        onInputChange={() => {}}
        jamTracks={[]}
        count={0}
        user={null}
        layout="table"
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Results for search term “funk”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 JamTracks')).toBeInTheDocument();
  });

  it('offers a way back to all JamTracks after a search, and none when all show', () => {
    const searches: unknown[] = [];
    renderSearch({
      criteria: { kind: 'term', text: 'funk' },
      onSearch: (criteria) => searches.push(criteria),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show all JamTracks' }));
    expect(searches).toEqual([{ kind: 'all' }]);
  });

  it('has no "Show all JamTracks" when all JamTracks show', () => {
    renderSearch();
    expect(screen.queryByRole('button', { name: 'Show all JamTracks' })).toBeNull();
  });

  it('shows "View Cart (n)" only when the cart has items', () => {
    const { rerender } = renderSearch({ cartCount: 0 });
    expect(screen.queryByRole('link', { name: /View Cart/ })).toBeNull();
    rerender(
      <JamTrackSearch
        criteria={{ kind: 'all' }}
        onSearch={() => {}}
        inputValue=""
        onInputChange={() => {}}
        jamTracks={[]}
        count={0}
        user={null}
        cartCount={3}
      />,
    );
    expect(screen.getByRole('link', { name: 'View Cart (3)' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  });

  it('shows "Load more" only when a next page exists', () => {
    const { rerender } = renderSearch();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    rerender(
      <JamTrackSearch
        criteria={{ kind: 'all' }}
        onSearch={() => {}}
        inputValue=""
        onInputChange={() => {}}
        jamTracks={demoCatalogue(3)}
        count={13}
        user={null}
        layout="table"
        onLoadMore={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderSearch({ cartCount: 1 }, 'es');
    expect(screen.getByRole('heading', { name: 'Todos los JamTracks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver carrito (1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar JamTracks' })).toBeInTheDocument();
  });
});
