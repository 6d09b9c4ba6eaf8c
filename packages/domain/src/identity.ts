// The same bounds as sign-up (part 1 §5; part 2 §5 "at least 8 characters").
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import type { DomainMessageId } from './domainMessages';
import { type FieldErrorKeys, isBlank, isSimpleEmail } from './formRules';

/** What the identity rules refuse with (part 2 §5 "Change email" / "Change password", §8). */
export type IdentityMessageKey =
  | 'newEmailRequired'
  | 'emailInvalid'
  | 'currentPasswordRequired'
  | 'newPasswordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordConfirmationMismatch';

/**
 * The catalogue id of each refusal (messages/en.json, es.json hold the words). The address and
 * the password lengths are refused in the words of sign-up, so they are sign-up's ids.
 */
export const IDENTITY_MESSAGE_IDS = {
  newEmailRequired: 'identity.newEmailRequired',
  emailInvalid: 'auth.emailInvalid',
  currentPasswordRequired: 'identity.currentPasswordRequired',
  newPasswordRequired: 'identity.newPasswordRequired',
  passwordTooShort: 'auth.passwordTooShort',
  // Not in the spec: ARCHITECTURE.md caps passwords at 128 characters.
  passwordTooLong: 'auth.passwordTooLong',
  // Not in the spec: the form sends the new password twice, so only a hand-made request differs.
  passwordConfirmationMismatch: 'identity.passwordConfirmationMismatch',
} as const satisfies Record<IdentityMessageKey, DomainMessageId>;

/** Body of POST /users/{id}/update_email (part 2 §7). */
export interface ChangeEmailPayload {
  update_email: string;
  current_password: string;
}

/** Body of POST /users/{id}/set_password (part 2 §7): the new password is sent twice. */
export interface ChangePasswordPayload {
  old_password: string;
  new_password: string;
  new_password_confirm: string;
}

/** What the change-password form holds before it becomes a payload. */
export interface ChangePasswordForm {
  current_password: string;
  new_password: string;
}

export type ChangeEmailErrors = FieldErrorKeys<keyof ChangeEmailPayload, IdentityMessageKey>;
/** Keyed as the API keys its errors (part 2 §7: current_password and password). */
export type ChangePasswordErrors = FieldErrorKeys<
  'current_password' | 'password',
  IdentityMessageKey
>;

export function validateChangeEmail(input: ChangeEmailPayload): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {};
  if (isBlank(input.update_email)) errors.update_email = 'newEmailRequired';
  else if (!isSimpleEmail(input.update_email)) errors.update_email = 'emailInvalid';
  // Passwords are taken as typed: spaces count.
  if (input.current_password === '') errors.current_password = 'currentPasswordRequired';
  return errors;
}

function newPasswordError(password: string): IdentityMessageKey | undefined {
  if (password === '') return 'newPasswordRequired';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

export function validateChangePassword(input: ChangePasswordForm): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (input.current_password === '') errors.current_password = 'currentPasswordRequired';
  const password = newPasswordError(input.new_password);
  if (password) errors.password = password;
  return errors;
}

/** The form's two fields become the three of the API (part 2 §5 "sent twice plus the old one"). */
export function buildChangePasswordPayload(form: ChangePasswordForm): ChangePasswordPayload {
  return {
    old_password: form.current_password,
    new_password: form.new_password,
    new_password_confirm: form.new_password,
  };
}

/** Labels the server errors are prefixed with, by the API's error key (part 2 §2). */
export const IDENTITY_FIELD_LABELS = {
  update_email: 'New Email',
  current_password: 'Current password',
  password: 'New password',
} as const;
export type IdentityErrorField = keyof typeof IDENTITY_FIELD_LABELS;

/**
 * Part 2 §2 "Server errors appear under the matching field, prefixed with the field label":
 * "is incorrect" → "Current password is incorrect". A text that already starts with the label
 * (our own API sends whole sentences) is left as it is.
 */
export function prefixWithFieldLabel(label: string, text: string): string {
  const trimmed = text.trim();
  if (trimmed.toLowerCase().startsWith(label.toLowerCase())) return trimmed;
  return `${label} ${trimmed}`;
}
