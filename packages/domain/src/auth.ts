// No zod here: the sign-in and sign-up pages validate in the browser with these rules, and a
// module that builds schemas is kept whole by a bundler (decision 025). The schemas the server
// parses with are in authSchemas.ts.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH } from './constants';
import type { DomainMessageId } from './domainMessages';
import { type FieldErrorKeys, isBlank, isSimpleEmail } from './formRules';
import { PERSON_NAME_MESSAGE_IDS } from './person';

/** What the auth rules refuse with (part 1 §5, §8): a key of `AUTH_MESSAGE_IDS`. */
export type AuthMessageKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDoNotMatch'
  | 'termsRequired'
  | 'resetTokenRequired';

/**
 * The catalogue id of each refusal, so the schemas (and the pages checking in the browser) name
 * ids, not words: the words live only in messages/en.json and es.json.
 */
export const AUTH_MESSAGE_IDS = {
  // Sign-up, the profile and the billing address share the name's refusals (one text, one id).
  firstNameRequired: PERSON_NAME_MESSAGE_IDS.firstNameRequired,
  lastNameRequired: PERSON_NAME_MESSAGE_IDS.lastNameRequired,
  nameTooLong: 'auth.nameTooLong',
  emailRequired: 'auth.emailRequired',
  emailInvalid: 'auth.emailInvalid',
  passwordRequired: 'auth.passwordRequired',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  passwordsDoNotMatch: 'auth.passwordsDoNotMatch',
  termsRequired: 'auth.termsRequired',
  resetTokenRequired: 'auth.resetTokenRequired',
} as const satisfies Record<AuthMessageKey, DomainMessageId>;

/** Longest email address that can be delivered (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The email rule of sign-up and forgot password: present, deliverable length, simple pattern. */
export function authEmailError(email: string): AuthMessageKey | undefined {
  if (isBlank(email)) return 'emailRequired';
  if (email.trim().length > EMAIL_MAX_LENGTH || !isSimpleEmail(email)) return 'emailInvalid';
  return undefined;
}

/** Sign-up password rule (part 1 §5): at least 8 characters (and at most 128). Spaces count. */
export function signUpPasswordError(password: string): AuthMessageKey | undefined {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

function nameError(name: string, required: AuthMessageKey): AuthMessageKey | undefined {
  if (isBlank(name)) return required;
  return name.trim().length > PROFILE_NAME_MAX_LENGTH ? 'nameTooLong' : undefined;
}

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  terms: boolean;
}
export type SignUpErrors = FieldErrorKeys<keyof SignUpInput, AuthMessageKey>;

/** Sign-up (POST /users): names, a valid email, a password of 8 or more and accepted terms. */
export function validateSignUp(input: SignUpInput): SignUpErrors {
  const errors: SignUpErrors = {
    first_name: nameError(input.first_name, 'firstNameRequired'),
    last_name: nameError(input.last_name, 'lastNameRequired'),
    email: authEmailError(input.email),
    password: signUpPasswordError(input.password),
    terms: input.terms ? undefined : 'termsRequired',
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key)) as SignUpErrors;
}

export interface SignInInput {
  email: string;
  password: string;
  remember_me?: boolean;
}
export type SignInErrors = FieldErrorKeys<'email' | 'password', AuthMessageKey>;

/** Sign-in checks presence only: an old account's password may predate today's rules. */
export function validateSignIn(input: SignInInput): SignInErrors {
  const errors: SignInErrors = {};
  if (isBlank(input.email)) errors.email = 'emailRequired';
  if (input.password === '') errors.password = 'passwordRequired';
  return errors;
}

/** Forgot password (/auth/forget-password): the account's email. */
export function validateForgotPassword(input: {
  email: string;
}): FieldErrorKeys<'email', AuthMessageKey> {
  const email = authEmailError(input.email);
  return email ? { email } : {};
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}
export type ResetPasswordErrors = FieldErrorKeys<keyof ResetPasswordInput, AuthMessageKey>;

/** Reset password (/auth/password-reset): the emailed token and the new password twice. */
export function validateResetPassword(input: ResetPasswordInput): ResetPasswordErrors {
  const errors: ResetPasswordErrors = {};
  if (isBlank(input.token)) errors.token = 'resetTokenRequired';
  const password = signUpPasswordError(input.password);
  if (password) errors.password = password;
  else if (input.password_confirmation !== input.password) {
    errors.password_confirmation = 'passwordsDoNotMatch';
  }
  return errors;
}
