import { describe, expect, it } from 'vitest';
import { preferenceCookie, readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    const header = 'a=1; backline.language=es; theme=%7B%22darkTheme%22%3Atrue%7D';
    expect(readCookie(header, 'backline.language')).toBe('es');
    expect(readCookie(header, 'theme')).toBe('{"darkTheme":true}');
  });

  it('answers null for a missing cookie or header, and keeps a value it cannot decode', () => {
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'b')).toBeNull();
    expect(readCookie('b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
  });

  it('does not match a cookie whose name only ends with the name asked for', () => {
    expect(readCookie('xlanguage=fr; language=es', 'language')).toBe('es');
  });
});

describe('preferenceCookie', () => {
  it('is site-wide, kept a year, Lax, and round-trips its value', () => {
    const cookie = preferenceCookie('p', '{"rightToLeft":true}', false);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain('HttpOnly');
    expect(readCookie(cookie.split(';')[0], 'p')).toBe('{"rightToLeft":true}');
  });

  it('is Secure over HTTPS', () => {
    expect(preferenceCookie('p', 'x', true)).toContain('Secure');
  });
});
