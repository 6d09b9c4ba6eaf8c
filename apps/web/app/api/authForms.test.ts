import {
  AUTH_MESSAGE_IDS,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, validationOf } from './authForms';

/** The field errors a form shows for a check's answer. */
const shown = (result: {
  success: boolean;
  error?: { issues: readonly { path: PropertyKey[]; message: string }[] };
}) => (result.success || !result.error ? {} : fieldErrorsOf(result.error.issues));

// The auth pages check in the browser with the domain's zod-free rules (zod left their
// first load); the server parses with the schemas. Both must show the same errors.
describe('validationOf: the browser check reports what the server schema reports', () => {
  const signUps = [
    { first_name: '', last_name: '', email: '', password: '', terms: false },
    { first_name: ' Ann ', last_name: 'Lee', email: 'ann@', password: 'seven77', terms: true },
    { first_name: 'A'.repeat(101), last_name: 'Lee', email: 'a@b.co', password: 'x', terms: true },
    {
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      password: 'longenough',
      terms: true,
    },
  ];
  it.each(signUps)('sign-up %#', (input) => {
    expect(shown(validationOf(validateSignUp(input), AUTH_MESSAGE_IDS))).toEqual(
      shown(signUpSchema.safeParse(input)),
    );
  });

  const signIns = [
    { email: '', password: '', remember_me: false },
    { email: '  ', password: 'x', remember_me: true },
    { email: 'ann@example.com', password: 'x', remember_me: false },
  ];
  it.each(signIns)('sign-in %#', (input) => {
    expect(shown(validationOf(validateSignIn(input), AUTH_MESSAGE_IDS))).toEqual(
      shown(signInSchema.safeParse(input)),
    );
  });

  it.each([{ email: '' }, { email: 'no-at' }, { email: 'ann@example.com' }])(
    'forgot password %#',
    (input) => {
      expect(shown(validationOf(validateForgotPassword(input), AUTH_MESSAGE_IDS))).toEqual(
        shown(forgotPasswordSchema.safeParse(input)),
      );
    },
  );

  it.each([
    { token: '', password: '', password_confirmation: '' },
    { token: 't', password: 'longenough', password_confirmation: 'other' },
    { token: 't', password: 'longenough', password_confirmation: 'longenough' },
  ])('reset password %#', (input) => {
    expect(shown(validationOf(validateResetPassword(input), AUTH_MESSAGE_IDS))).toEqual(
      shown(resetPasswordSchema.safeParse(input)),
    );
  });

  it('fails a form with an error and passes a clean one', () => {
    expect(validationOf(validateSignIn({ email: '', password: '' }), AUTH_MESSAGE_IDS)).toEqual({
      success: false,
      error: {
        issues: [
          { path: ['email'], message: 'auth.emailRequired' },
          { path: ['password'], message: 'auth.passwordRequired' },
        ],
      },
    });
    expect(validationOf({}, AUTH_MESSAGE_IDS)).toEqual({ success: true });
  });
});
