import { describe, expect, it } from 'vitest';
import { artifactPlatformOf } from './artifacts';

describe('artifactPlatformOf', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15', 'macos'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36', 'linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', null],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', null],
    ['curl/8.5.0', null],
  ])('%s → %s', (userAgent, platform) => {
    expect(artifactPlatformOf(userAgent)).toBe(platform);
  });
});
