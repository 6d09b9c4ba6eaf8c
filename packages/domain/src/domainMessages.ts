import type { Language } from './i18n';
import en from './messages/en.json';
import es from './messages/es.json';
import { fillMessageTemplate } from './messageTemplate';
import { domainMessageValues } from './messageValues';

/**
 * An id of the domain's catalogue (messages/en.json): `<area>.<key>`, e.g. `textRule.notAllowed`.
 * A rule or a schema names the id; the words live only in the catalogue (decision 045).
 */
export type DomainMessageId = keyof typeof en;

/**
 * The domain's texts by language: the ones the API answers in the spec's words (field refusals,
 * mail subjects), which ui and web show in the reader's language. ui merges them into its own.
 */
export const domainMessages: Readonly<Record<Language, Readonly<Record<DomainMessageId, string>>>> =
  { en, es };

/** Whether `id` names a text of the domain's catalogue. */
export function isDomainMessageId(id: string): id is DomainMessageId {
  return Object.hasOwn(domainMessages.en, id);
}

/**
 * The text of a domain message in `locale` (English when the id has no translation), its `{name}`
 * arguments filled from `params`, and a constant it shows from `domainMessageValues`:
 * `domainText('textRule.notAllowed')`, `domainText('auth.passwordTooShort')` ("… at least 8 …").
 */
export function domainText(
  id: DomainMessageId,
  params: Readonly<Record<string, string | number>> = {},
  locale: Language = 'en',
): string {
  return fillMessageTemplate(domainMessages[locale][id] ?? domainMessages.en[id], {
    ...domainMessageValues(id),
    ...params,
  });
}

let idOfEnglish: ReadonlyMap<string, DomainMessageId> | undefined;

/**
 * The id of a text the API answered in English (the spec's words), so a page can show it in the
 * reader's language; undefined for a text the catalogue does not hold. Meant for the server (a
 * Remix action): the browser would have to load the catalogue to read it backwards.
 */
export function domainMessageIdOf(text: string): DomainMessageId | undefined {
  // The words as the API sends them: a constant the text shows is filled in ("at least 8").
  idOfEnglish ??= new Map(
    (Object.keys(domainMessages.en) as DomainMessageId[]).map((id) => [domainText(id), id]),
  );
  return idOfEnglish.get(text);
}
