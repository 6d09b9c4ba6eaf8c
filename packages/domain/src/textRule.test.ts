import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from './profileSchemas';
import { cleanInput, stripBidiControls, textProblem } from './textRule';
import { userText } from './textRuleSchemas';

describe('the text rule (decision 030)', () => {
  it('refuses NUL and lone surrogates, and accepts paired ones', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('\ud800')).toBe('loneSurrogate');
    expect(textProblem('x\udc00y')).toBe('loneSurrogate');
    expect(textProblem('\udc00\ud800')).toBe('loneSurrogate');
    expect(textProblem('🎸 Ana')).toBeUndefined();
    expect(textProblem('tab\tand\nnewline')).toBeUndefined();
  });

  it('removes embedding, override and isolate controls but keeps direction marks', () => {
    expect(stripBidiControls('Ana\u202Egpj.exe')).toBe('Anagpj.exe');
    expect(stripBidiControls('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069x')).toBe('x');
    expect(stripBidiControls('שלום\u200E Ana\u200F\u061C')).toBe('שלום\u200E Ana\u200F\u061C');
  });

  it('cleans every string of a JSON value and names where a refused one sits', () => {
    expect(
      cleanInput({ name: 'A\u202Eb', list: ['\u2066x'], n: 1, deep: { ok: true, none: null } }),
    ).toEqual({
      ok: true,
      value: { name: 'Ab', list: ['x'], n: 1, deep: { ok: true, none: null } },
    });
    expect(cleanInput({ data: { items: ['fine', 'bad\u0000'] } })).toEqual({
      ok: false,
      violation: { path: ['data', 'items', 1], problem: 'nul' },
    });
    expect(cleanInput({ '\ud800': 1 })).toEqual({
      ok: false,
      violation: { path: ['\ud800'], problem: 'loneSurrogate' },
    });
    expect(cleanInput('\u0000')).toEqual({ ok: false, violation: { path: [], problem: 'nul' } });
  });

  it('keeps chosen fields as typed (a password) while still refusing NUL there', () => {
    const keepAsTyped = (key: string) => key === 'password';
    expect(cleanInput({ password: 'p\u202Ew', name: 'n\u202E' }, { keepAsTyped })).toEqual({
      ok: true,
      value: { password: 'p\u202Ew', name: 'n' },
    });
    expect(cleanInput({ password: '\u0000' }, { keepAsTyped }).ok).toBe(false);
  });

  it('gives zod schemas the same rule', () => {
    expect(userText().parse('Ana\u202E')).toBe('Ana');
    expect(userText().trim().max(3).parse(' \u202EAna ')).toBe('Ana');
    const refused = userText().safeParse('\ud800');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('textRule.notAllowed');
  });

  it('is the rule of the input schemas with free text (a profile)', () => {
    expect(profileUpdateSchema.parse({ biography: 'Bass \u202Eplayer' }).biography).toBe(
      'Bass player',
    );
    const refused = profileUpdateSchema.safeParse({ first_name: 'A\u0000' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['first_name'],
      message: 'textRule.notAllowed',
    });
  });
});
