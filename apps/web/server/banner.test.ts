import type { Platform } from '@backline/api';
import { describe, expect, it } from 'vitest';
import { demoLoginLines } from './banner';

const platform = (demo: Platform['demo'], demoData: boolean) =>
  ({
    config: { publicUrl: 'http://localhost:3000', demoData },
    demo,
  }) as Pick<Platform, 'config' | 'demo'>;

describe('demoLoginLines', () => {
  it('prints the demo login when the demo data is loaded', () => {
    const lines = demoLoginLines(platform({ email: 'demo@x.test', password: 'pw' }, true));
    expect(lines.join('\n')).toContain('Demo login: demo@x.test / pw');
  });

  it('says how to load the demo data, or to register, without it', () => {
    expect(demoLoginLines(platform(null, false)).join('\n')).toContain('DEMO_DATA=on');
    expect(demoLoginLines(platform(null, true)).join('\n')).toContain('/auth/register');
  });
});
