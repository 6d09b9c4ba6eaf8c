import { describe, expect, it } from 'vitest';
import { parseQuery, queryParam, withoutQueryParams } from './queryParams';

describe('query parameters (part 1 §2 query parameters and token parameters)', () => {
  it('reads pairs with or without the question mark, decoding escapes and plus signs', () => {
    expect(parseQuery('?open=message&id=u%202&q=a+b&flag')).toEqual([
      ['open', 'message'],
      ['id', 'u 2'],
      ['q', 'a b'],
      ['flag', ''],
    ]);
    expect(parseQuery('')).toEqual([]);
  });

  it('keeps a malformed escape as written', () => {
    expect(queryParam('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });

  it('reads a parameter from a string or a reader', () => {
    expect(queryParam('?token=abc', 'token')).toBe('abc');
    expect(queryParam('?other=1', 'token')).toBeNull();
    expect(queryParam({ get: (name) => (name === 'token' ? 'xyz' : null) }, 'token')).toBe('xyz');
  });

  it('removes named parameters', () => {
    expect(withoutQueryParams('?open=message&id=u2&tab=chat', ['open', 'id'])).toBe('?tab=chat');
    expect(withoutQueryParams('?open=message&id=u2', ['open', 'id'])).toBe('');
  });
});
