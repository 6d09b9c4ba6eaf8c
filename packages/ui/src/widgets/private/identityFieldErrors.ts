import {
  IDENTITY_FIELD_LABELS,
  IDENTITY_MESSAGES,
  type IdentityErrorField,
  type IdentityMessageKey,
  prefixWithFieldLabel,
} from '@backline/domain';
import type { UIMessageId } from '../../messages';

type Translate = (id: UIMessageId) => string;

/** The `errors` of a 400 answer: `{"errors": {"current_password": ["is incorrect"]}}`. */
export type IdentityServerErrors = Readonly<Record<string, readonly string[] | string>>;

const identityMessageKeys = Object.keys(IDENTITY_MESSAGES) as IdentityMessageKey[];

/** The key of a server text that is one of the domain's identity messages, to translate it. */
function identityMessageKey(text: string): IdentityMessageKey | undefined {
  return identityMessageKeys.find((key) => IDENTITY_MESSAGES[key] === text.trim());
}

function textsOf(raw: readonly string[] | string | undefined): readonly string[] {
  if (raw === undefined) return [];
  return typeof raw === 'string' ? [raw] : raw;
}

/**
 * A field's server errors as shown under it (part 2 §2 "prefixed with the field label"): a text
 * the domain knows is shown in the user's language; a fragment ("is incorrect") gets the field's
 * label in the user's language; a whole sentence that already starts with the English label is
 * kept as the API sent it.
 */
export function identityFieldError(
  field: IdentityErrorField,
  errors: IdentityServerErrors | null | undefined,
  t: Translate,
): string | undefined {
  const texts = textsOf(errors?.[field]);
  if (texts.length === 0) return undefined;
  return texts
    .map((text) => {
      const key = identityMessageKey(text);
      if (key) return t(`ui.identity.${key}`);
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
