import { describe, expect, it } from 'vitest';
import { validateSignUp } from './auth';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './authSchemas';

const valid = {
  first_name: ' Ann ',
  last_name: 'Lee',
  email: ' ann@example.com ',
  password: 'eightchr',
  terms: true,
};

function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
}

describe('signUpSchema (part 1 §5 Sign-up password, §7 POST /users)', () => {
  it('accepts a complete sign-up and trims names and email', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      password: 'eightchr',
      terms: true,
    });
  });

  it('needs a password of at least 8 characters', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, password: 'seven77' }))).toEqual({
      password: 'auth.passwordTooShort',
    });
    expect(validateSignUp({ ...valid, password: 'x'.repeat(129) })).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('needs the terms accepted', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, terms: false }))).toEqual({
      terms: 'auth.termsRequired',
    });
  });

  it('reports every missing field with its message id', () => {
    expect(messages(signUpSchema.safeParse({}))).toEqual({
      first_name: 'person.firstNameRequired',
      last_name: 'person.lastNameRequired',
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
      terms: 'auth.termsRequired',
    });
  });

  it('refuses an invalid email and an overlong name', () => {
    expect(validateSignUp({ ...valid, email: 'ann@example' })).toEqual({ email: 'emailInvalid' });
    expect(validateSignUp({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({
      email: 'emailInvalid',
    });
    expect(validateSignUp({ ...valid, last_name: 'L'.repeat(101) })).toEqual({
      last_name: 'nameTooLong',
    });
  });
});

describe('signInSchema (part 1 §7 POST /auths/login: email, password, remember_me)', () => {
  it('accepts email and password, remember_me off by default', () => {
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      remember_me: false,
    });
    expect(
      signInSchema.parse({ email: 'a@b.co', password: 'x', remember_me: true }).remember_me,
    ).toBe(true);
  });

  it('needs both fields but no password length', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
  });
});

describe('forgot and reset password (part 1 §2 /auth/forget-password, /auth/password-reset)', () => {
  it('needs a valid email to send a reset link', () => {
    expect(forgotPasswordSchema.parse({ email: ' a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual({
      email: 'auth.emailInvalid',
    });
  });

  it('needs the token, a new password of 8 or more and the same confirmation', () => {
    expect(
      resetPasswordSchema.parse({
        token: 't',
        password: 'longenough',
        password_confirmation: 'longenough',
      }),
    ).toEqual({ token: 't', password: 'longenough' });
    expect(
      messages(
        resetPasswordSchema.safeParse({
          token: '',
          password: 'longenough',
          password_confirmation: 'other',
        }),
      ),
    ).toEqual({
      token: 'auth.resetTokenRequired',
      password_confirmation: 'auth.passwordsDoNotMatch',
    });
    expect(
      messages(
        resetPasswordSchema.safeParse({
          token: 't',
          password: 'short',
          password_confirmation: 'short',
        }),
      ),
    ).toEqual({ password: 'auth.passwordTooShort' });
  });
});
