import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languagesFromHeader,
  pickLanguage,
  TRANSLATION_NAMESPACES,
} from './i18n';

describe('languages and namespaces (part 1 §9 Languages)', () => {
  it('offers en and es with en as the default', () => {
    expect(LANGUAGES).toEqual(['en', 'es']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('has the thirteen translation areas with common as the default', () => {
    expect(TRANSLATION_NAMESPACES).toEqual([
      'common',
      'home',
      'people',
      'auth',
      'sessions',
      'unsubscribe',
      'profile',
      'account',
      'friends',
      'affiliate',
      'jamtracks',
      'checkout',
      'checkoutSuccess',
    ]);
  });
});

describe('pickLanguage (part 1 §1: English and Spanish, English as the fallback)', () => {
  it('takes a stored choice before the browser header', () => {
    expect(pickLanguage('es', 'en-US,en;q=0.9')).toBe('es');
  });

  it('reads a regional tag as its language', () => {
    expect(pickLanguage('es-MX')).toBe('es');
    expect(pickLanguage('EN_gb')).toBe('en');
  });

  it('skips an unsupported stored value and uses the header', () => {
    expect(pickLanguage('fr', 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
  });

  it('falls back to English when nothing supported is asked for', () => {
    expect(pickLanguage()).toBe('en');
    expect(pickLanguage(null, undefined, '')).toBe('en');
    expect(pickLanguage('de-DE,fr;q=0.9')).toBe('en');
  });

  it('orders the header by q weight and ignores q=0 and malformed weights', () => {
    expect(languagesFromHeader('en;q=0.3, es;q=0.7')).toEqual(['es', 'en']);
    expect(languagesFromHeader('es;q=0, en')).toEqual(['en']);
    expect(languagesFromHeader('es;q=abc, en;q=0.1')).toEqual(['en']);
    expect(pickLanguage('es;q=0')).toBe('en');
  });
});
