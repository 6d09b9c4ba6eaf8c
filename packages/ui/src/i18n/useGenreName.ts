import { useIntl } from 'react-intl';

/**
 * A genre's name in the reader's language: the catalogue's `ui.genre.<id>` for the reference
 * data's id ("classical" → "Clásica"), else the name the API gave (a genre added to the
 * reference data after this catalogue was written). The genres' twin of `useInstrumentName`.
 */
export function useGenreName(): (genreId: string, description: string) => string {
  const intl = useIntl();
  return (genreId, description) => {
    const id = `ui.genre.${genreId}`;
    return id in intl.messages ? intl.formatMessage({ id }) : description;
  };
}
