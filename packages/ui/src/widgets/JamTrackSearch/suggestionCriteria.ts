import type { AutocompleteResponse, JamTrackSearchCriteria } from '@backline/domain';

export type SuggestionKind = 'song' | 'artist' | 'jamtrack';

/** An option's key: the kind and the id (an artist's id is its slug), unique across headings. */
export function suggestionKey(kind: SuggestionKind, id: string): string {
  return `${kind}:${id}`;
}

/**
 * The search a chosen suggestion stands for: an artist searches by artist; a song, and a
 * JamTrack (a JamTrack is a recording of a song), by song. `null` for an unknown key.
 */
export function criteriaForSuggestion(
  key: string,
  suggestions: AutocompleteResponse | null,
): JamTrackSearchCriteria | null {
  if (!suggestions) return null;
  const separator = key.indexOf(':');
  const kind = key.slice(0, separator);
  const id = key.slice(separator + 1);
  if (kind === 'artist') {
    const artist = suggestions.artists.find((a) => a.original_artist_slug === id);
    return artist ? { kind: 'artist', artist } : null;
  }
  const list =
    kind === 'song' ? suggestions.songs : kind === 'jamtrack' ? suggestions.jamtracks : [];
  const song = list.find((s) => s.id === id);
  return song ? { kind: 'song', song } : null;
}
