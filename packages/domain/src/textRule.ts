/**
 * The one rule for every text a person sends (decision 030):
 * - NUL (U+0000) and lone UTF-16 surrogates are refused: PostgreSQL cannot store them and no
 *   keyboard types them, so they only come from a tool probing the server.
 * - Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are
 *   removed: they reorder what others see ("‮gpj.exe" shown as "exe.jpg"). The marks U+200E,
 *   U+200F and U+061C stay: they only settle the direction of the characters around them,
 *   which mixed Arabic, Hebrew and Latin names need, and cannot reverse a run of text.
 */
export type TextProblem = 'nul' | 'loneSurrogate';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** What makes `text` unacceptable, or undefined when it may be kept. */
export function textProblem(text: string): TextProblem | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return undefined;
}

/** `text` without bidirectional embedding, override and isolate controls. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Where in a JSON value a refused text sits: its path of keys and indices. */
export interface TextRuleViolation {
  path: (string | number)[];
  problem: TextProblem;
}

export interface CleanInputOptions {
  /**
   * Keys whose text is checked but kept exactly as typed (passwords: removing a character
   * would change the secret). The key is the last step of the path.
   */
  keepAsTyped?: (key: string) => boolean;
}

/**
 * Applies the text rule to a parsed JSON body or a query: every string (and every object key)
 * is checked, and strings are returned without bidirectional controls. Returns the cleaned
 * value, or the first violation found.
 */
export function cleanInput(
  value: unknown,
  options: CleanInputOptions = {},
): { ok: true; value: unknown } | { ok: false; violation: TextRuleViolation } {
  let violation: TextRuleViolation | undefined;
  const walk = (current: unknown, path: (string | number)[], keep: boolean): unknown => {
    if (violation) return current;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) {
        violation = { path, problem };
        return current;
      }
      return keep ? current : stripBidiControls(current);
    }
    if (Array.isArray(current))
      return current.map((item, index) => walk(item, [...path, index], keep));
    if (current !== null && typeof current === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblem(key);
        if (problem) {
          violation = { path: [...path, key], problem };
          return current;
        }
        out[key] = walk(item, [...path, key], keep || options.keepAsTyped?.(key) === true);
      }
      return out;
    }
    return current;
  };
  const cleaned = walk(value, [], false);
  return violation ? { ok: false, violation } : { ok: true, value: cleaned };
}
