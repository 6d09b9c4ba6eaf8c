import type { Platform } from '@backline/api';

/** The lines that tell a person how to sign in: the demo account, or how to get an account. */
export function demoLoginLines(platform: Pick<Platform, 'config' | 'demo'>): string[] {
  const base = platform.config.publicUrl;
  if (platform.demo) {
    return [
      `Demo login: ${platform.demo.email} / ${platform.demo.password}  (sign in at ${base}/auth/login)`,
    ];
  }
  if (!platform.config.demoData) {
    return [`No demo data (DEMO_DATA=on loads it): create an account at ${base}/auth/register`];
  }
  return [`The demo account is not available: create an account at ${base}/auth/register`];
}
