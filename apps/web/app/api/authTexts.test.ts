import { AUTH_MESSAGES } from '@backline/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, readSignUp } from './authForms';
import { authTextKey, isAuthTextKey } from './authTexts';

describe('authTextKey', () => {
  it('knows every domain auth message by its English text', () => {
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      expect(authTextKey(text)).toBe(key);
    }
  });

  it('knows the refusals only the API words', () => {
    expect(authTextKey('An account with this email already exists.')).toBe('emailTaken');
    expect(authTextKey('Too many attempts. Please wait a few minutes and try again.')).toBe(
      'tooManyAttempts',
    );
  });

  it('answers null for a text it does not know', () => {
    expect(authTextKey('Something new')).toBeNull();
    expect(isAuthTextKey('signInFailed')).toBe(true);
    expect(isAuthTextKey('Something new')).toBe(false);
  });
});

describe('form values', () => {
  it('reads a sign-up form as the API body, the terms checkbox as a boolean', () => {
    const form = new FormData();
    form.set('first_name', 'Ada');
    form.set('email', 'ada@example.com');
    form.set('terms', 'on');
    expect(readSignUp(form)).toEqual({
      first_name: 'Ada',
      last_name: '',
      email: 'ada@example.com',
      password: '',
      terms: true,
    });
  });

  it('groups issues by field, keeping each message once', () => {
    expect(
      fieldErrorsOf([
        { path: ['password'], message: 'a' },
        { path: ['password'], message: 'a' },
        { path: [], message: 'b' },
      ]),
    ).toEqual({ password: ['a'], base: ['b'] });
  });
});
