import { domainMessageIdOf } from '@backline/domain';
import type { MessageId } from '../i18n/messageIds';
import type { FieldErrors } from './types';

/**
 * The API's refusals that no domain rule words (its own English), with the page's message that
 * says them in the reader's language.
 */
const API_TEXT_IDS: Readonly<Record<string, MessageId>> = {
  'An account with this email already exists.': 'auth.messages.emailTaken',
  'This link is invalid, already used or expired. Please request a new one.':
    'auth.messages.badToken',
  'Too many attempts. Please wait a few minutes and try again.': 'auth.messages.tooManyAttempts',
  'Cross-site request refused.': 'auth.messages.requestRefused',
  'Something went wrong on our side. Please try again.': 'auth.messages.unexpected',
};

/**
 * The message id of an English text the API answered ("Email is invalid" → `auth.emailInvalid`),
 * or the text itself when no catalogue knows it (the page shows it as it came). Done in an
 * action, on the server, because reading the catalogue backwards in the browser would put it on
 * the page's first load.
 */
export function textId(text: string): string {
  return domainMessageIdOf(text) ?? API_TEXT_IDS[text] ?? text;
}

/** The API's field errors with each text turned into its message id (`textId`); empty fields go. */
export function fieldErrorIds(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string[]] => entry[1] !== undefined)
      .map(([field, texts]) => [field, texts.map(textId)]),
  );
}
