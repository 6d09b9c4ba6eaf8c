import { randomBytes } from 'node:crypto';

/** A fresh nonce per page: Remix's inline scripts carry it, injected ones cannot guess it. */
export const newNonce = () => randomBytes(18).toString('base64');

export interface PagePolicyOptions {
  nonce: string;
  /** Over HTTPS: ask the browser to upgrade any http: sub-resource and remember HTTPS. */
  https: boolean;
  /** The Vite dev server needs its HMR websocket. */
  dev: boolean;
}

/**
 * The enforced Content-Security-Policy of pages. Scripts run only from this origin or with the
 * page's nonce (never 'unsafe-inline'). Styles allow inline because React Aria server-renders
 * `style` attributes (visually hidden text, positioned overlays); CSS cannot run script.
 * Images may come from https: too, since profile photos may live on another host.
 */
export function pageContentSecurityPolicy({ nonce, https, dev }: PagePolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // blob: and 'wasm-unsafe-eval' for the studio's audio worklet: its module is made
    // in the page from the stretcher's published code (a blob: URL) and compiles WebAssembly.
    // Neither lets markup run script: a blob: URL can only be made by script already running.
    'script-src': ["'self'", `'nonce-${nonce}'`, 'blob:', "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The other security headers of every page (the API sets its own, stricter ones). */
export function pageSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), geolocation=(), payment=(), usb=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
