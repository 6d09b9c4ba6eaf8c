import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Shows an auth page's message in the reader's language: a message id (the domain's, as the
 * rules and the action answer, or the page's) is translated with the messages the root loader
 * handed over; any other text is shown as it came.
 */
export function useAuthText(): (idOrText: string) => string {
  const intl = useIntl();
  return useCallback(
    (idOrText) =>
      Object.hasOwn(intl.messages, idOrText) ? intl.formatMessage({ id: idOrText }) : idOrText,
    [intl],
  );
}
