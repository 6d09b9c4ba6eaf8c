/**
 * Glue between the key-returning validators of each subject and its zod schema: the validator
 * is the one statement of the rule; the schema reports its keys as the spec's English text so
 * the API can answer `{"errors": {field: [text]}}` (ARCHITECTURE.md "API conventions").
 */

/** Field name → message key of the first rule the field breaks. */
export type FieldErrorKeys<Field extends string, Key extends string> = Partial<Record<Field, Key>>;

/** The part of zod's refinement context these helpers use. */
export interface FieldIssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[] }): void;
}

/**
 * Adds one zod issue per broken field, with the English text of its key. A field name with dots
 * ("address.city") becomes a nested path.
 */
export function addFieldIssues<Key extends string>(
  ctx: FieldIssueSink,
  errors: Partial<Record<string, Key>>,
  messages: Readonly<Record<Key, string>>,
): void {
  for (const [field, key] of Object.entries(errors)) {
    if (key === undefined) continue;
    ctx.addIssue({ code: 'custom', message: messages[key as Key], path: field.split('.') });
  }
}

/** True when a validator found nothing to report. */
export function hasNoFieldErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).every((key) => key === undefined);
}

/** Blank after trimming (how every "is required" rule of the spec reads its field). */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Part 2 §5 "a simple address pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}
