import { z } from 'zod';
import { addFieldIssues } from './formRules';
import { IDENTITY_MESSAGE_IDS, validateChangeEmail, validateChangePassword } from './identity';

// The identity bodies' schemas, apart from the rules (identity.ts), so that the identity page,
// which checks in the browser with validateChangeEmail/validateChangePassword, does not load zod.

/** Input schema of POST /users/{id}/update_email (and update_email_alt). */
export const changeEmailSchema = z
  .object({
    update_email: z.string().default(''),
    current_password: z.string().default(''),
  })
  .superRefine((value, ctx) =>
    addFieldIssues(ctx, validateChangeEmail(value), IDENTITY_MESSAGE_IDS),
  )
  .transform((value) => ({ ...value, update_email: value.update_email.trim() }));

/** Input schema of POST /users/{id}/set_password; issues use the API's error keys. */
export const changePasswordSchema = z
  .object({
    old_password: z.string().default(''),
    new_password: z.string().default(''),
    new_password_confirm: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    const errors = validateChangePassword({
      current_password: value.old_password,
      new_password: value.new_password,
    });
    if (!errors.password && value.new_password_confirm !== value.new_password) {
      errors.password = 'passwordConfirmationMismatch';
    }
    addFieldIssues(ctx, errors, IDENTITY_MESSAGE_IDS);
  });
