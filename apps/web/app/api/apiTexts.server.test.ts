import { describe, expect, it } from 'vitest';
import { messageTextsFor } from '../i18n/messages.server';
import { fieldErrorIds, textId } from './apiTexts.server';
import { refusal } from './auth.server';

describe('textId', () => {
  it('turns a domain refusal the API words in English into its domain id', () => {
    expect(textId('Incorrect email or password.')).toBe('auth.signInFailed');
    expect(textId('Password must be at least 8 characters long')).toBe('auth.passwordTooShort');
  });

  it("turns the API's own refusals into their domain ids", () => {
    expect(textId('An account with this email already exists.')).toBe('auth.emailTaken');
    expect(textId('This link is invalid, already used or expired. Please request a new one.')).toBe(
      'auth.badToken',
    );
    expect(textId('Too many attempts. Please wait a few minutes and try again.')).toBe(
      'request.tooManyAttempts',
    );
    expect(
      textId(
        'This request came from another site and was refused. Please reload the page and try again.',
      ),
    ).toBe('request.crossSiteRefused');
    expect(textId('Something went wrong on our side. Please try again.')).toBe(
      'request.unexpected',
    );
  });

  it('answers a text it does not know as it came', () => {
    expect(textId('Something new')).toBe('Something new');
  });

  it('answers only ids the pages have messages for, in both languages', () => {
    for (const language of ['en', 'es'] as const) {
      const texts = messageTextsFor(language);
      for (const id of [
        textId('Email is invalid'),
        textId(
          'This request came from another site and was refused. Please reload the page and try again.',
        ),
        textId('Something went wrong on our side. Please try again.'),
      ]) {
        expect(texts[id], `${language} ${id}`).toBeTruthy();
      }
    }
    expect(messageTextsFor('es')['auth.signInFailed']).not.toBe('Incorrect email or password.');
    expect(messageTextsFor('es')['request.tooManyAttempts']).toBe(
      'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
  });
});

describe('fieldErrorIds', () => {
  it("turns the domain's refusals the API words in English into their ids", () => {
    expect(
      fieldErrorIds({
        update_email: ['New Email is required', 'Email is invalid'],
        current_password: ['Current password is required'],
        password: ['Password must be at least 8 characters long'],
      }),
    ).toEqual({
      update_email: ['identity.newEmailRequired', 'auth.emailInvalid'],
      current_password: ['identity.currentPasswordRequired'],
      password: ['auth.passwordTooShort'],
    });
  });

  it('keeps any other text as it came and drops fields without texts', () => {
    expect(
      fieldErrorIds({
        current_password: ['is incorrect'],
        password: undefined,
        base: ['Later'],
      }),
    ).toEqual({ current_password: ['is incorrect'], base: ['Later'] });
  });

  it('answers only ids the page has messages for, in both languages', () => {
    const { password } = fieldErrorIds({
      password: ['New password is required', 'New password confirmation does not match'],
    });
    for (const language of ['en', 'es'] as const) {
      const texts = messageTextsFor(language);
      for (const id of password ?? []) expect(texts[id]).toEqual(expect.any(String));
    }
    expect(messageTextsFor('es')['identity.newPasswordRequired']).toBe(
      'La nueva contraseña es obligatoria',
    );
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
