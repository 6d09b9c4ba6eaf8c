import { useCallback } from 'react';
import { type AuthTextKey, authTextKey, isAuthTextKey } from '../api/authTexts';
import { useT } from '../i18n/useT';

/** Translates a domain or API message (its English text, or its key) into the reader's language. */
export function useAuthText(): (textOrKey: string) => string {
  const t = useT();
  return useCallback(
    (textOrKey) => {
      const key: AuthTextKey | null = isAuthTextKey(textOrKey) ? textOrKey : authTextKey(textOrKey);
      return key ? t(`auth.messages.${key}`) : textOrKey;
    },
    [t],
  );
}
