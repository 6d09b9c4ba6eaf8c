import { z } from 'zod';
import { stripBidiControls, textProblem } from './textRule';

// The text rule as a zod string, apart from the rule itself (textRule.ts): the rule is plain
// functions any page may use, while this builds schemas, which only the API's inputs need.

/**
 * A zod string under the text rule: refuses NUL and lone surrogates with the rule's message id
 * and removes bidirectional controls. It stays a zod string, so `.trim().max(n)` chain on it.
 * Use it for every free text field of an input schema.
 */
export const userText = (typeError?: string) =>
  z
    .string(typeError)
    .refine((text) => textProblem(text) === undefined, 'textRule.notAllowed')
    .overwrite(stripBidiControls);
