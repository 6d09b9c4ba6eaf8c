/** FNV-1a, 32 bits: a short stable hash of the fingerprint's text. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Part 2 §3 "Visitor mark: an anonymous id derived from a browser fingerprint", attached to the
 * download addresses. Nothing identifying leaves the browser: only the hash of a few traits.
 */
export function visitorMark(): string {
  if (typeof navigator === 'undefined') return 'server';
  const traits = [
    navigator.userAgent,
    navigator.language,
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  return `${fnv1a(traits, 0x811c9dc5)}${fnv1a(traits, 0x01000193)}`;
}
