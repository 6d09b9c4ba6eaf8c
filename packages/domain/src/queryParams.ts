/** Anything that reads query parameters by name, such as a URLSearchParams. */
export interface QueryReader {
  get(name: string): string | null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as written rather than failing the page.
    return part;
  }
}

/** The pairs of a query string ("?a=1&b=2" or "a=1&b=2"), in order. */
export function parseQuery(search: string): Array<[string, string]> {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const index = part.indexOf('=');
      return index < 0
        ? [decode(part), '']
        : [decode(part.slice(0, index)), decode(part.slice(index + 1))];
    });
}

/** The first value of a parameter in a query string or a reader, or null. */
export function queryParam(search: string | QueryReader, name: string): string | null {
  if (typeof search !== 'string') return search.get(name);
  return parseQuery(search).find(([key]) => key === name)?.[1] ?? null;
}

/** A query string without the named parameters ('' when nothing is left, else '?…'). */
export function withoutQueryParams(search: string, names: readonly string[]): string {
  const kept = parseQuery(search).filter(([key]) => !names.includes(key));
  if (kept.length === 0) return '';
  return `?${kept.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
