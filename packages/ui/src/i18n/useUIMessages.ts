import { useIntl } from 'react-intl';
import type { UIMessageId } from '../messages';

type FormatValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The one way a component gets its text: `const t = useUIMessages(); t('ui.button.pending')`.
 * Ids are typed from en.json, so a typo or a missing English message fails type checking.
 */
export function useUIMessages(): (id: UIMessageId, values?: FormatValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
