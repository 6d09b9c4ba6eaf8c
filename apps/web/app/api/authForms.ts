import type { FieldErrors } from './types';

/** A text field of a submitted form ('' when absent), as the domain schemas expect. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A checkbox of a submitted form: present means ticked. */
export const checkedOf = (form: FormData, name: string): boolean => form.get(name) !== null;

/** The bodies of the auth calls, read the same way in the browser and in the actions. */
export const readSignUp = (form: FormData) => ({
  first_name: textOf(form, 'first_name'),
  last_name: textOf(form, 'last_name'),
  email: textOf(form, 'email'),
  password: textOf(form, 'password'),
  terms: checkedOf(form, 'terms'),
});

export const readSignIn = (form: FormData) => ({
  email: textOf(form, 'email'),
  password: textOf(form, 'password'),
  remember_me: checkedOf(form, 'remember_me'),
});

export const readForgotPassword = (form: FormData) => ({ email: textOf(form, 'email') });

export const readResetPassword = (form: FormData) => ({
  token: textOf(form, 'token'),
  password: textOf(form, 'password'),
  password_confirmation: textOf(form, 'password_confirmation'),
});

/** A zod-like failure's issues as the API's field errors (`base` for the whole body). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'base';
    const messages = errors[field] ?? [];
    if (!messages.includes(issue.message)) messages.push(issue.message);
    errors[field] = messages;
  }
  return errors;
}

/**
 * A domain validator's answer (field → message key) as the issues `useFormErrors` reads, with
 * the English text of each key — what the schema's `safeParse` reports for the same input, so
 * the browser checks without loading zod (the server still parses with the schema).
 */
export function validationOf<Key extends string>(
  errors: Partial<Record<string, Key>>,
  messages: Readonly<Record<Key, string>>,
) {
  const issues = Object.entries(errors).flatMap(([field, key]) =>
    key === undefined ? [] : [{ path: field.split('.'), message: messages[key] }],
  );
  return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
}
