import {
  IDENTITY_FIELD_LABELS,
  type IdentityErrorField,
  prefixWithFieldLabel,
} from '@backline/domain';
import type { UIMessageId } from '../../messages';

/**
 * The widget's words: `t` translates an id; `isMessageId` tells an id the messages hold (the
 * app's server turns the API's English into the domain's ids, `identity.newEmailRequired`) from
 * a text to show as it came.
 */
export interface IdentityTexts {
  t: (id: UIMessageId) => string;
  isMessageId: (text: string) => text is UIMessageId;
}

/** The `errors` of a 400 answer: `{"errors": {"current_password": ["is incorrect"]}}`. */
export type IdentityServerErrors = Readonly<Record<string, readonly string[] | string>>;

function textsOf(raw: readonly string[] | string | undefined): readonly string[] {
  if (raw === undefined) return [];
  return typeof raw === 'string' ? [raw] : raw;
}

/**
 * A field's server errors as shown under it (part 2 §2 "prefixed with the field label"): a
 * message id (a domain refusal, turned from the API's English on the app's server) is shown in
 * the user's language; a fragment ("is incorrect") gets the field's label in the user's
 * language; a whole sentence that already starts with the English label is kept as the API sent
 * it.
 */
export function identityFieldError(
  field: IdentityErrorField,
  errors: IdentityServerErrors | null | undefined,
  { t, isMessageId }: IdentityTexts,
): string | undefined {
  const texts = textsOf(errors?.[field]);
  if (texts.length === 0) return undefined;
  return texts
    .map((text) => {
      if (isMessageId(text)) return t(text);
      const withEnglishLabel = prefixWithFieldLabel(IDENTITY_FIELD_LABELS[field], text);
      return withEnglishLabel === text.trim()
        ? withEnglishLabel
        : prefixWithFieldLabel(t(`ui.identity.field.${field}`), text);
    })
    .join('. ');
}

/** Server errors under keys the form has no field for: shown once above its button. */
export function otherServerErrors(
  errors: IdentityServerErrors | null | undefined,
  fields: readonly string[],
): string[] {
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([key]) => !fields.includes(key))
    .flatMap(([, raw]) => textsOf(raw));
}
