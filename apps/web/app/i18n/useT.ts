import type { DomainMessageId } from '@backline/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messageIds';

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The app's translate function: `const t = useT(); t('auth.login.title')`. It also takes the
 * domain catalogue's ids (`mix.nameRequired`), which the ui package's messages carry to the page.
 */
export function useT(): (id: MessageId | DomainMessageId, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
