import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientId } from './clientId';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newClientId', () => {
  it('makes a new 128-bit key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newClientId()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('works where the page is not a secure context (no crypto.randomUUID: http://<LAN IP>)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newClientId()).toMatch(/^[0-9a-f]{32}$/);
  });
});
