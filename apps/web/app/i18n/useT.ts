import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messageIds';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/** The app's translate function: `const t = useT(); t('auth.login.title')`. */
export function useT(): (id: MessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
