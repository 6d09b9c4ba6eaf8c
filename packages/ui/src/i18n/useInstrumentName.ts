import { useIntl } from 'react-intl';

/**
 * An instrument's name in the reader's language: the catalogue's `ui.instrument.<id>` for the
 * reference data's id ("drums" → "Batería"), else the name the API gave (an instrument added to
 * the reference data after this catalogue was written).
 */
export function useInstrumentName(): (instrumentId: string, description: string) => string {
  const intl = useIntl();
  return (instrumentId, description) => {
    const id = `ui.instrument.${instrumentId}`;
    return id in intl.messages ? intl.formatMessage({ id }) : description;
  };
}
