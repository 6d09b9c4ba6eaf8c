/** Platforms the desktop app and its OBS plugin are built for. */
export const ARTIFACT_PLATFORMS = ['windows', 'macos', 'linux'] as const;
export type ArtifactPlatform = (typeof ARTIFACT_PLATFORMS)[number];

/**
 * One download of GET /artifacts/clients or /artifacts/OBSPlugin (part 1 §7 leaves the shape
 * open; decision 016): the newest release per platform.
 */
export interface Artifact {
  platform: ArtifactPlatform;
  version: string;
  url: string;
  size_bytes: number;
  sha256: string;
  released_at: string;
}

export interface ArtifactsResponse {
  artifacts: Artifact[];
}

/**
 * The platform a browser runs on, from its user agent, to offer that download first; null when
 * it is none of the three (a phone: the desktop app does not run there).
 */
export function artifactPlatformOf(userAgent: string): ArtifactPlatform | null {
  if (/android|iphone|ipad|ipod/i.test(userAgent)) return null;
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macos';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return null;
}
