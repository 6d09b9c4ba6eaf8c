/**
 * Up to two letters for an avatar without a photo: the first letters of the first and last words
 * of the name ("Ana María López" → "AL"), upper-cased for the locale. Empty when the name has no
 * letters or digits.
 */
export function initials(name: string, locale?: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word)[0]);
  return letters.join('').toLocaleUpperCase(locale);
}
