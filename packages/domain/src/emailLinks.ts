import { type QueryReader, queryParam } from './queryParams';

/**
 * How a page opened from an e-mail link (unsubscribe, confirm an e-mail change; part 1 §2) ends.
 * The words are the pages' own (web's `unsubscribe` and `profile.emailChange.*` messages, §8).
 */
type EmailLinkOutcome = 'done' | 'failed';

/** The token of the email-change confirmation page, read from its query (part 1 §2). */
export function emailChangeToken(search: string | QueryReader): string | null {
  return queryParam(search, 'token')?.trim() || null;
}

/**
 * What the confirmation page shows once the call answered: 200 means success (part 1 §7);
 * anything else, or no token at all, shows the failure text.
 */
export function emailChangeOutcome(status: number | null): EmailLinkOutcome {
  return status === 200 ? 'done' : 'failed';
}

/** What the unsubscribe page shows once its POST answered with this status. */
export function unsubscribeOutcome(status: number): EmailLinkOutcome {
  return status >= 200 && status < 300 ? 'done' : 'failed';
}
