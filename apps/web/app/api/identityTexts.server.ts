import { domainMessageIdOf } from '@backline/domain';
import type { FieldErrors } from './types';

/**
 * The identity forms' field errors with each domain refusal the API words in English ("New Email
 * is required") turned into its catalogue id (`identity.newEmailRequired`), so the forms show it
 * in the reader's language; any other text ("is incorrect") stays as it came. Done in the action,
 * on the server: reading the catalogue backwards in the browser would put it on the page's first
 * load.
 */
export function identityErrorIds(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
      .map(([field, texts]) => [field, texts.map((text) => domainMessageIdOf(text) ?? text)]),
  );
}
