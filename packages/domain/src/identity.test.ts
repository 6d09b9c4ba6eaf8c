import { describe, expect, it } from 'vitest';
import { isSimpleEmail } from './formRules';
import {
  buildChangePasswordPayload,
  prefixWithFieldLabel,
  validateChangeEmail,
  validateChangePassword,
} from './identity';
import { changeEmailSchema, changePasswordSchema } from './identitySchemas';

describe('validateChangeEmail (part 2 §5 Change email)', () => {
  it('requires the new email and the current password', () => {
    expect(validateChangeEmail({ update_email: ' ', current_password: '' })).toEqual({
      update_email: 'newEmailRequired',
      current_password: 'currentPasswordRequired',
    });
  });

  it('rejects an address that does not match the simple pattern', () => {
    expect(validateChangeEmail({ update_email: 'ana@home', current_password: 'x' })).toEqual({
      update_email: 'emailInvalid',
    });
  });

  it('accepts a simple address with the current password', () => {
    expect(validateChangeEmail({ update_email: 'ana@example.com', current_password: 'x' })).toEqual(
      {},
    );
  });
});

describe('isSimpleEmail (part 2 §5 simple address pattern)', () => {
  it.each([
    ['ana@example.com', true],
    ['  ana@example.com ', true],
    ['ana example@example.com', false],
    ['ana@@example.com', false],
    ['@example.com', false],
    ['ana@example', false],
  ])('%s → %s', (value, expected) => {
    expect(isSimpleEmail(value)).toBe(expected);
  });
});

describe('validateChangePassword (part 2 §5 Change password)', () => {
  it('requires the current and the new password', () => {
    expect(validateChangePassword({ current_password: '', new_password: '' })).toEqual({
      current_password: 'currentPasswordRequired',
      password: 'newPasswordRequired',
    });
  });

  it('wants at least 8 characters', () => {
    expect(validateChangePassword({ current_password: 'old', new_password: '1234567' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(validateChangePassword({ current_password: 'old', new_password: '12345678' })).toEqual(
      {},
    );
  });

  it('refuses more than 128 characters', () => {
    expect(
      validateChangePassword({ current_password: 'old', new_password: 'a'.repeat(129) }),
    ).toEqual({ password: 'passwordTooLong' });
  });
});

describe('buildChangePasswordPayload (part 2 §5 sent twice plus the old one)', () => {
  it('sends old_password, new_password and new_password_confirm', () => {
    expect(
      buildChangePasswordPayload({ current_password: 'old-pass', new_password: 'new-pass-1' }),
    ).toEqual({
      old_password: 'old-pass',
      new_password: 'new-pass-1',
      new_password_confirm: 'new-pass-1',
    });
  });
});

describe('changeEmailSchema (part 2 §5, §7 update_email)', () => {
  it('reports the spec texts under the API field names', () => {
    const result = changeEmailSchema.safeParse({ update_email: 'nope' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['update_email', 'auth.emailInvalid'],
      ['current_password', 'identity.currentPasswordRequired'],
    ]);
  });

  it('trims the accepted address', () => {
    expect(
      changeEmailSchema.parse({ update_email: ' ana@example.com ', current_password: 'pw' }),
    ).toEqual({ update_email: 'ana@example.com', current_password: 'pw' });
  });
});

describe('changePasswordSchema (part 2 §5, §7 set_password)', () => {
  it('keys errors current_password and password as the API does', () => {
    const result = changePasswordSchema.safeParse({ new_password: 'short' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['current_password', 'identity.currentPasswordRequired'],
      ['password', 'auth.passwordTooShort'],
    ]);
  });

  it('refuses a confirmation that differs from the new password', () => {
    const result = changePasswordSchema.safeParse({
      old_password: 'old',
      new_password: 'long-enough',
      new_password_confirm: 'long-enougH',
    });
    expect(result.error?.issues[0]?.message).toBe('identity.passwordConfirmationMismatch');
  });

  it('accepts a complete payload', () => {
    expect(
      changePasswordSchema.safeParse(
        buildChangePasswordPayload({ current_password: 'o', new_password: 'long-enough' }),
      ).success,
    ).toBe(true);
  });
});

describe('server errors prefixed with the field label (part 2 §2 Account identity)', () => {
  it('prefixes a bare server text with the label', () => {
    expect(prefixWithFieldLabel('Current password', 'is incorrect')).toBe(
      'Current password is incorrect',
    );
  });

  it('leaves a text that already starts with the label alone', () => {
    expect(prefixWithFieldLabel('New Email', 'new email is already taken')).toBe(
      'new email is already taken',
    );
  });
});
