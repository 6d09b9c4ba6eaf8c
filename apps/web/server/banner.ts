import type { Platform } from '@backline/api';

interface DemoLogin {
  email: string;
  password: string;
}

const isDemoLogin = (value: unknown): value is DemoLogin =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DemoLogin).email === 'string' &&
  typeof (value as DemoLogin).password === 'string';

/**
 * The lines that tell a person how to sign in. The platform exposes the demo account as
 * `platform.demo` once it has loaded the demo data; until it does, say how to get an account.
 */
export function demoLoginLines(platform: Platform, signInUrl = '/auth/login'): string[] {
  const demo: unknown = (platform as Platform & { demo?: unknown }).demo;
  const base = platform.config.publicUrl;
  if (isDemoLogin(demo)) {
    return [`Demo login: ${demo.email} / ${demo.password}  (sign in at ${base}${signInUrl})`];
  }
  if (!platform.config.demoData) {
    return [`Demo data is off (DEMO_DATA=off): create an account at ${base}/auth/register`];
  }
  return [`No demo account is loaded yet: create an account at ${base}/auth/register`];
}
