import { describe, expect, it } from 'vitest';
import { messageTextsFor } from '../i18n/messages.server';
import { identityErrorIds } from './identityTexts.server';

describe('identityErrorIds', () => {
  it("turns the domain's refusals the API words in English into their ids", () => {
    expect(
      identityErrorIds({
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
      identityErrorIds({
        current_password: ['is incorrect'],
        password: undefined,
        base: ['Later'],
      }),
    ).toEqual({ current_password: ['is incorrect'], base: ['Later'] });
  });

  it('answers only ids the page has messages for, in both languages', () => {
    const { password } = identityErrorIds({
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
