import { describe, expect, it } from 'vitest';
import { addFieldIssues, hasNoFieldErrors, isBlank } from './formRules';

describe('addFieldIssues (validator keys become the spec texts of the API errors)', () => {
  it('adds one custom issue per broken field, with nested paths for dotted names', () => {
    const issues: unknown[] = [];
    addFieldIssues(
      { addIssue: (issue) => issues.push(issue) },
      { name: 'required', 'address.city': 'required', other: undefined },
      { required: 'Is required' },
    );
    expect(issues).toEqual([
      { code: 'custom', message: 'Is required', path: ['name'] },
      { code: 'custom', message: 'Is required', path: ['address', 'city'] },
    ]);
  });
});

describe('hasNoFieldErrors', () => {
  it('is true only when no field carries a key', () => {
    expect(hasNoFieldErrors({})).toBe(true);
    expect(hasNoFieldErrors({ a: undefined })).toBe(true);
    expect(hasNoFieldErrors({ a: 'required' })).toBe(false);
  });
});

describe('isBlank (how "is required" reads a field)', () => {
  it('treats missing and whitespace-only values as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});
