import {
  LATENCY_REPORT_MAX_MS,
  LATENCY_USERS_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PEOPLE_SEARCH_TEXT_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
} from './constants';
import type { Language } from './i18n';
import en from './messages/en.json';
import es from './messages/es.json';
import { fillMessageTemplate } from './messageTemplate';

/**
 * An id of the domain's catalogue (messages/en.json): `<area>.<key>`, e.g. `textRule.notAllowed`.
 * A rule or a schema names the id; the words live only in the catalogue (decision 045).
 */
export type DomainMessageId = keyof typeof en;

type Catalogue = Readonly<Record<DomainMessageId, string>>;

/**
 * The numbers of the texts that show a constant ("at least {min} characters"): the constant is
 * the number's one home, and it is filled in here, once, for every reader.
 */
const CONSTANT_VALUES: Readonly<Partial<Record<DomainMessageId, Record<string, number>>>> = {
  'auth.nameTooLong': { max: PROFILE_NAME_MAX_LENGTH },
  'auth.passwordTooShort': { min: PASSWORD_MIN_LENGTH },
  'auth.passwordTooLong': { max: PASSWORD_MAX_LENGTH },
  'latencyReport.latencyTooHigh': { max: LATENCY_REPORT_MAX_MS },
  'latencyReport.tooManyPeople': { max: LATENCY_USERS_MAX },
  'peopleFilter.textTooLong': { max: PEOPLE_SEARCH_TEXT_MAX_LENGTH },
};

function withConstants(catalogue: Catalogue): Catalogue {
  const filled: Record<string, string> = { ...catalogue };
  for (const [id, values] of Object.entries(CONSTANT_VALUES)) {
    filled[id] = fillMessageTemplate(filled[id] ?? '', values ?? {});
  }
  return filled as Catalogue;
}

/**
 * The domain's texts by language: the ones the API answers in the spec's words (field refusals,
 * mail subjects), which ui and web show in the reader's language. ui merges them into its own.
 * A constant a text shows is already filled in (`auth.passwordTooShort` says "at least 8"), so
 * the API, ui and web format these texts with nothing but their own arguments.
 */
export const domainMessages: Readonly<Record<Language, Catalogue>> = {
  en: withConstants(en),
  es: withConstants(es),
};

/** Whether `id` names a text of the domain's catalogue. */
export function isDomainMessageId(id: string): id is DomainMessageId {
  return Object.hasOwn(domainMessages.en, id);
}

/**
 * The text of a domain message in `locale` (English when the id has no translation), its `{name}`
 * arguments filled from `params`: `domainText('textRule.notAllowed')`,
 * `domainText('session.descriptionTooLong', {max: 1000})`.
 */
export function domainText(
  id: DomainMessageId,
  params: Readonly<Record<string, string | number>> = {},
  locale: Language = 'en',
): string {
  return fillMessageTemplate(domainMessages[locale][id] ?? domainMessages.en[id], params);
}

let idOfEnglish: ReadonlyMap<string, DomainMessageId> | undefined;

/**
 * The id of a text the API answered in English (the spec's words), so a page can show it in the
 * reader's language; undefined for a text the catalogue does not hold. Meant for the server (a
 * Remix action): the browser would have to load the catalogue to read it backwards.
 */
export function domainMessageIdOf(text: string): DomainMessageId | undefined {
  idOfEnglish ??= new Map(
    (Object.keys(domainMessages.en) as DomainMessageId[]).map((id) => [domainText(id), id]),
  );
  return idOfEnglish.get(text);
}
