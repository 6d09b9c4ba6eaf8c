import { describe, expect, it } from 'vitest';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import type { UIMessageId } from '../../messages';
import { identityFieldError, otherServerErrors } from './identityFieldErrors';

const translate = (locale: string) => {
  const messages = uiMessagesFor(locale);
  return {
    t: (id: UIMessageId) => messages[id],
    isMessageId: (text: string): text is UIMessageId => Object.hasOwn(messages, text),
  };
};

describe('identityFieldError (part 2 §2: under the field, prefixed with its label)', () => {
  it('prefixes a fragment with the field label', () => {
    expect(
      identityFieldError(
        'current_password',
        { current_password: ['is incorrect'] },
        translate('en'),
      ),
    ).toBe('Current password is incorrect');
  });

  it('uses the label of the user’s language', () => {
    expect(
      identityFieldError('update_email', { update_email: 'is already taken' }, translate('es')),
    ).toBe('Nuevo correo electrónico is already taken');
  });

  it('translates a message id (the app turns the domain’s refusals into ids on its server)', () => {
    const errors = { update_email: ['identity.newEmailRequired'] };
    expect(identityFieldError('update_email', errors, translate('en'))).toBe(
      'New Email is required',
    );
    expect(identityFieldError('update_email', errors, translate('es'))).toBe(
      'El nuevo correo electrónico es obligatorio',
    );
  });

  it('keeps a whole sentence that already starts with the label', () => {
    const errors = { password: ['New password is too common'] };
    expect(identityFieldError('password', errors, translate('es'))).toBe(
      'New password is too common',
    );
  });

  it('joins several texts and ignores fields without any', () => {
    const errors = { current_password: ['is incorrect', 'is locked'], password: [] };
    expect(identityFieldError('current_password', errors, translate('en'))).toBe(
      'Current password is incorrect. Current password is locked',
    );
    expect(identityFieldError('password', errors, translate('en'))).toBeUndefined();
    expect(identityFieldError('password', null, translate('en'))).toBeUndefined();
  });
});

describe('otherServerErrors', () => {
  it('lists the texts of keys the form has no field for', () => {
    expect(
      otherServerErrors(
        { current_password: ['is incorrect'], base: ['Try later'], id: 'Not yours' },
        ['current_password', 'update_email'],
      ),
    ).toEqual(['Try later', 'Not yours']);
    expect(otherServerErrors(undefined, [])).toEqual([]);
  });
});
