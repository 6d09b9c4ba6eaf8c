import { z } from 'zod';
import { DEFAULT_COUNTRY } from './billing';
import { addFieldIssues } from './formRules';
import { PAYEE_MESSAGE_IDS, validatePayee } from './payee';
import { userText } from './textRuleSchemas';

// The payee update's schema (the API's), apart from the rules (payee.ts), so that the affiliate
// pages, which check in the browser with validatePayee, do not load zod for it.

const trimmed = userText().trim().default('');

/** Input schema of the payee update (POST /affiliate_partners); issues have nested paths. */
export const payeeAccountSchema = z
  .object({
    address: z
      .object({
        phone_last_4: trimmed,
        address1: trimmed,
        address2: userText().trim().nullish(),
        city: trimmed,
        state: trimmed,
        postal_code: trimmed,
        country: z.string().trim().default(DEFAULT_COUNTRY),
      })
      .prefault({}),
    venmo_user_id: trimmed,
    tax_identifier: z.string().trim().nullish(),
  })
  .superRefine((payee, ctx) => addFieldIssues(ctx, validatePayee(payee), PAYEE_MESSAGE_IDS));
