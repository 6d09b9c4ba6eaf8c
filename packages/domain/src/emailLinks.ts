import { type QueryReader, queryParam } from './queryParams';

/** The unsubscribe page (part 1 §2, §8). */
export const UNSUBSCRIBE_MESSAGES = {
  working: 'Unsubscribing…',
  done: 'You have been unsubscribed.',
  failed: 'An error occurred while unsubscribing. Please try again later.',
} as const;

/** The email-change confirmation page (part 1 §2, §8). */
export const EMAIL_CHANGE_CONFIRMATION_MESSAGES = {
  working: 'Confirming your new email address…',
  done: 'Your email address has been changed.',
  failed: 'An error occurred while confirming your email change. Please try again later.',
} as const;

/** The token of the email-change confirmation page, read from its query (part 1 §2). */
export function emailChangeToken(search: string | QueryReader): string | null {
  return queryParam(search, 'token')?.trim() || null;
}

/**
 * What the confirmation page shows once the call answered: 200 means success (part 1 §7);
 * anything else, or no token at all, shows the failure text.
 */
export function emailChangeOutcome(
  status: number | null,
): keyof typeof EMAIL_CHANGE_CONFIRMATION_MESSAGES {
  return status === 200 ? 'done' : 'failed';
}

/** What the unsubscribe page shows once its POST answered with this status. */
export function unsubscribeOutcome(status: number): keyof typeof UNSUBSCRIBE_MESSAGES {
  return status >= 200 && status < 300 ? 'done' : 'failed';
}
