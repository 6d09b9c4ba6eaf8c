import { domainMessageIdOf } from '@backline/domain';
import type { FieldErrors } from './types';

/**
 * The message id of an English text the API answered ("Email is invalid" → `auth.emailInvalid`),
 * or the text itself when no catalogue knows it (the page shows it as it came). Done in an
 * action, on the server, because reading the catalogue backwards in the browser would put it on
 * the page's first load.
 */
export function textId(text: string): string {
  return domainMessageIdOf(text) ?? text;
}

/** The API's field errors with each text turned into its message id (`textId`); empty fields go. */
export function fieldErrorIds(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
      .map(([field, texts]) => [field, texts.map(textId)]),
  );
}
