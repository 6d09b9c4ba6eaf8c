import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH } from './constants';
import type en from './messages/en.json';

// The catalogue's ids, read from its type (domainMessages.ts imports this file: no cycle).
type DomainMessageId = keyof typeof en;
type MessageValues = Readonly<Record<string, number>>;

/**
 * The numbers of the domain texts that show a constant ("at least {min} characters"): the
 * constant is the number's one home, so every reader fills the text from here — the API through
 * `domainText`, ui and web when they format the id. Apart from the catalogue, so a page that
 * shows these texts does not load it.
 */
const DOMAIN_MESSAGE_VALUES: Readonly<Partial<Record<DomainMessageId, MessageValues>>> = {
  'auth.nameTooLong': { max: PROFILE_NAME_MAX_LENGTH },
  'auth.passwordTooShort': { min: PASSWORD_MIN_LENGTH },
  'auth.passwordTooLong': { max: PASSWORD_MAX_LENGTH },
};

/** The constants a domain text shows (`{min: 8}` for `auth.passwordTooShort`); none for others. */
export function domainMessageValues(id: string): MessageValues | undefined {
  return Object.hasOwn(DOMAIN_MESSAGE_VALUES, id)
    ? DOMAIN_MESSAGE_VALUES[id as DomainMessageId]
    : undefined;
}
