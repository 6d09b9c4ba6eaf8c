import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestPlatform, type TestPlatform, testDatabase } from '../test/platform';
import { describeSignInRace } from '../test/signInRace';

let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('signinrace');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

// PGlite runs the in-process store; the postgres project the PostgreSQL one.
describeSignInRace(testDatabase === 'postgres' ? 'PostgreSQL store' : 'memory store', () => t);
