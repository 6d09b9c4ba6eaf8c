import { describe, expect, it } from 'vitest';
import { messageTextsFor } from '../i18n/messages.server';
import { refusal } from './auth.server';
import { authTextId } from './authTexts.server';

describe('authTextId', () => {
  it('turns a domain refusal the API words in English into its domain id', () => {
    expect(authTextId('Incorrect email or password.')).toBe('auth.signInFailed');
    expect(authTextId('Password must be at least 8 characters long')).toBe('auth.passwordTooShort');
  });

  it('turns the refusals only the API words into the page ids', () => {
    expect(authTextId('An account with this email already exists.')).toBe(
      'auth.messages.emailTaken',
    );
    expect(authTextId('Too many attempts. Please wait a few minutes and try again.')).toBe(
      'auth.messages.tooManyAttempts',
    );
  });

  it('answers a text it does not know as it came', () => {
    expect(authTextId('Something new')).toBe('Something new');
  });

  it('answers only ids the pages have messages for, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const texts = messageTextsFor(language);
      for (const id of [
        authTextId('Email is invalid'),
        authTextId('Cross-site request refused.'),
        authTextId('Something went wrong on our side. Please try again.'),
      ]) {
        expect(texts[id], `${language} ${id}`).toBeTruthy();
      }
    }
    expect(messageTextsFor('es')['auth.signInFailed']).not.toBe('Incorrect email or password.');
  });
});

describe('refusal', () => {
  it('hands the page ids for the API English, under the fields and for the form', async () => {
    const body = {
      errors: { email: ['Email is invalid'], base: ['Something new'] },
      error: 'Incorrect email or password.',
    };
    const response = new Response(JSON.stringify(body), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(await refusal(response, { email: 'a@b' })).toEqual({
      errors: { email: ['auth.emailInvalid'], base: ['Something new'] },
      formError: 'auth.signInFailed',
      values: { email: 'a@b' },
    });
  });
});
