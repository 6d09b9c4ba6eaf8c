/**
 * Where a person is, in words: the API's `location` ("Austin, Texas") and the country's name in
 * the reader's language from its code ("US" → "United States" / "Estados Unidos").
 */
export function personPlace(
  person: { location: string | null; country: string | null },
  locale: string,
): string | null {
  const country = countryName(person.country, locale);
  const parts = [person.location, country].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** A country's name in the reader's language from its ISO code; the code itself if Intl has none. */
export function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code Intl knows: show it as the API sent it.
    return code;
  }
}
