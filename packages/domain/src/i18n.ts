/** The UI languages (part 1 §9); English is the fallback (part 1 §1). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Translation areas (part 1 §9); `common` is the default namespace. */
export const TRANSLATION_NAMESPACES = [
  'common',
  'home',
  'people',
  'auth',
  'sessions',
  'unsubscribe',
  'profile',
  'account',
  'friends',
  'affiliate',
  'jamtracks',
  'checkout',
  'checkoutSuccess',
] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number];
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The supported language of one tag ('es-MX' → 'es'), or null. */
function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * Languages of an Accept-Language header (or a single stored tag), best first: entries sorted by
 * their q weight (default 1; q=0 means "not this one"), ties kept in header order.
 */
export function languagesFromHeader(header: string): Language[] {
  const weighted = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: languageOfTag(tag), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((entry) => entry.language !== null && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return weighted.map((entry) => entry.language as Language);
}

/**
 * The UI language from candidates in order of preference — typically the stored choice (cookie
 * or local storage) first, then the browser's Accept-Language header. Each candidate may be a
 * single tag or a whole header. The first supported language wins; English otherwise.
 */
export function pickLanguage(...candidates: ReadonlyArray<string | null | undefined>): Language {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const [best] = languagesFromHeader(candidate);
    if (best) return best;
  }
  return DEFAULT_LANGUAGE;
}
