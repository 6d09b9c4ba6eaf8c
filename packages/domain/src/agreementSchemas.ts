import { z } from 'zod';
import {
  AGREEMENT_MESSAGE_IDS,
  type AgreementMessageKey,
  type AgreementSubmission,
  ENTITY_TYPES,
} from './agreement';
import { addFieldIssues, type FieldErrorKeys, isBlank } from './formRules';
import { userText } from './textRuleSchemas';

// The agreement submission's schema (the API's), apart from the rules (agreement.ts), so that the
// affiliate pages, which check in the browser with validateAgreementForm, do not load zod for it.

/** Input schema of the agreement submission (API side). */
export const agreementSubmissionSchema = z
  .object({
    partner_name: userText().trim().default(''),
    entity_type: userText().trim().default(''),
  })
  .superRefine((value, ctx) => {
    const errors: FieldErrorKeys<keyof AgreementSubmission, AgreementMessageKey> = {};
    if (isBlank(value.partner_name)) errors.partner_name = 'entityNameRequired';
    if (!(ENTITY_TYPES as readonly string[]).includes(value.entity_type)) {
      errors.entity_type = 'entityTypeRequired';
    }
    addFieldIssues(ctx, errors, AGREEMENT_MESSAGE_IDS);
  })
  .transform((value) => value as AgreementSubmission);
