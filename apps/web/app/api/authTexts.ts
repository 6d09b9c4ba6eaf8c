import { AUTH_MESSAGES, type AuthMessageKey } from '@backline/domain';

/** Refusals only the server decides, keyed by the API's English text. */
const API_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  badToken: 'This link is invalid, already used or expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  requestRefused: 'Cross-site request refused.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

export type AuthTextKey = AuthMessageKey | keyof typeof API_MESSAGES;

const KEY_OF_TEXT = new Map<string, AuthTextKey>(
  [...Object.entries(AUTH_MESSAGES), ...Object.entries(API_MESSAGES)].map(([key, text]) => [
    text,
    key as AuthTextKey,
  ]),
);

/**
 * The message key of an English text from the domain schemas or the API, so the page can show
 * it in the reader's language; null for a text this app does not know (shown as it came).
 */
export function authTextKey(text: string): AuthTextKey | null {
  return KEY_OF_TEXT.get(text) ?? null;
}

const KEYS = new Set<string>(KEY_OF_TEXT.values());

export const isAuthTextKey = (value: string): value is AuthTextKey => KEYS.has(value);
