import { z } from 'zod';
import { BILLING_ADDRESS_MESSAGE_IDS, DEFAULT_COUNTRY, validateBillingAddress } from './billing';
import { addFieldIssues } from './formRules';
import { userText } from './textRuleSchemas';

// The billing address's schema (the API's), apart from the rules (billing.ts): the payment pages
// check in the browser with validateBillingAddress and must not load zod for a schema they never
// use — a bundler keeps every module-level schema of a module it keeps.

/** Input schema of a billing address: trimmed, address2 optional, country default US. */
export const billingAddressSchema = z
  .object({
    first_name: userText().trim().default(''),
    last_name: userText().trim().default(''),
    address1: userText().trim().default(''),
    address2: userText().trim().nullish(),
    city: userText().trim().default(''),
    state: userText().trim().default(''),
    zip: userText().trim().default(''),
    country: z.string().trim().default(DEFAULT_COUNTRY),
  })
  .superRefine((address, ctx) =>
    addFieldIssues(ctx, validateBillingAddress(address), BILLING_ADDRESS_MESSAGE_IDS),
  );
