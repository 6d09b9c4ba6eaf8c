import { z } from 'zod';
import {
  AUTH_MESSAGE_IDS,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './auth';
import { addFieldIssues } from './formRules';

// The auth bodies' schemas, apart from the rules (auth.ts) so that pages validating in the
// browser do not load zod (decision 025).

const text = z.string().default('');

/** Body of POST /users (part 1 §7 sign-up). */
export const signUpSchema = z
  .object({
    first_name: text,
    last_name: text,
    email: text,
    password: text,
    terms: z.boolean().default(false),
  })
  .superRefine((value, ctx) => addFieldIssues(ctx, validateSignUp(value), AUTH_MESSAGE_IDS))
  .transform((value) => ({
    first_name: value.first_name.trim(),
    last_name: value.last_name.trim(),
    email: value.email.trim(),
    password: value.password,
    terms: true as const,
  }));
/** Body of POST /auths/login (part 1 §7 credentials). */
export const signInSchema = z
  .object({ email: text, password: text, remember_me: z.boolean().default(false) })
  .superRefine((value, ctx) => addFieldIssues(ctx, validateSignIn(value), AUTH_MESSAGE_IDS))
  .transform((value) => ({ ...value, email: value.email.trim() }));
/** Forgot password (/auth/forget-password): the account's email. */
export const forgotPasswordSchema = z
  .object({ email: text })
  .superRefine((value, ctx) => addFieldIssues(ctx, validateForgotPassword(value), AUTH_MESSAGE_IDS))
  .transform((value) => ({ email: value.email.trim() }));

export const resetPasswordSchema = z
  .object({ token: text, password: text, password_confirmation: text })
  .superRefine((value, ctx) => addFieldIssues(ctx, validateResetPassword(value), AUTH_MESSAGE_IDS))
  .transform((value) => ({ token: value.token.trim(), password: value.password }));
