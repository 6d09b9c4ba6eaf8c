import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test/platform';
import { describeSignInRace } from '../test/signInRace';

// Runs only in the "redis" project (TEST_REDIS_URL; use a database of its own).
let t: TestPlatform;

beforeAll(async () => {
  t = await startTestPlatform('signinrace-redis', { REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.reset();
});

it('runs on the Redis store', () => {
  expect(t.platform.rateLimiter.store.kind).toBe('redis');
});

describeSignInRace('Redis store', () => t);
