import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs embedded on port 3000 with demo data when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      dataDir: '.data',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      role: 'all',
      port: 3000,
      demoData: true,
      production: false,
      publicUrl: 'http://localhost:3000',
      publicUrlSet: false,
      trustProxy: 0,
    });
  });

  it('reads the scaled settings and drops a trailing slash from the public URL', () => {
    const config = loadConfig({
      DATA_DIR: '/var/lib/backline',
      DATABASE_URL: 'postgres://backline@db:5432/backline',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://user:secret@mail.example.com',
      ROLE: 'worker',
      PORT: '8080',
      DEMO_DATA: 'off',
      PUBLIC_URL: 'https://backline.example.com/',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      dataDir: '/var/lib/backline',
      databaseUrl: 'postgres://backline@db:5432/backline',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://user:secret@mail.example.com',
      role: 'worker',
      port: 8080,
      demoData: false,
      publicUrl: 'https://backline.example.com',
      publicUrlSet: true,
      trustProxy: 1,
    });
  });

  it('loads no demo data in production unless DEMO_DATA=on says so explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      demoData: false,
      production: true,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('refuses a wrong value and names every problem', () => {
    expect(() => loadConfig({ ROLE: 'admin', PORT: 'eighty', PUBLIC_URL: 'ftp://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ ROLE: 'admin', PORT: 'eighty' });
    } catch (error) {
      expect((error as Error).message).toMatch(/ROLE/);
      expect((error as Error).message).toMatch(/PORT/);
    }
  });
});
