import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './app';
import { newNonce, pageContentSecurityPolicy } from './security';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('pageContentSecurityPolicy', () => {
  it('lets scripts run only from this origin or with the page nonce', () => {
    const policy = pageContentSecurityPolicy({ nonce: 'abc', https: false, dev: false });
    const scripts = directive(policy, 'script-src');
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain("'unsafe-eval'");
    // the studio's audio worklet: a blob: module that compiles WebAssembly
    expect(scripts).toContain('blob:');
    expect(scripts).toContain("'wasm-unsafe-eval'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades sub-resources over HTTPS, and opens the HMR socket only in development', () => {
    expect(pageContentSecurityPolicy({ nonce: 'n', https: true, dev: false })).toContain(
      'upgrade-insecure-requests',
    );
    const dev = pageContentSecurityPolicy({ nonce: 'n', https: false, dev: true });
    expect(directive(dev, 'connect-src')).toContain('ws:');
    const production = pageContentSecurityPolicy({ nonce: 'n', https: false, dev: false });
    expect(directive(production, 'connect-src')).toBe("connect-src 'self'");
  });

  it('makes a different nonce for every page', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce().length).toBeGreaterThanOrEqual(22);
  });
});

describe('clientAddress', () => {
  const socket = { socket: { remoteAddress: '10.0.0.1' } } as unknown as IncomingMessage;

  it('uses the socket when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(socket, '6.6.6.6', 0)).toBe('10.0.0.1');
  });

  it('uses the hop a trusted proxy appended', () => {
    expect(clientAddress(socket, '6.6.6.6, 1.2.3.4', 1)).toBe('1.2.3.4');
    expect(clientAddress(socket, '6.6.6.6, 1.2.3.4', 2)).toBe('6.6.6.6');
  });
});
