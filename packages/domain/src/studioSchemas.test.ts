import { describe, expect, it } from 'vitest';
import { STUDIO_PEAKS_BASE64_LENGTH } from './studio';
import {
  studioMixAdditionsSchema,
  studioSectionsFileSchema,
  studioSectionsSchema,
} from './studioSchemas';

describe('studio sections', () => {
  const sections = [
    { kind: 'intro', start: 0, end: 8 },
    { kind: 'verse', start: 8, end: 24, label: 'Verse 1' },
  ];

  it('takes a list or {sections}, in order and not overlapping', () => {
    expect(studioSectionsFileSchema.parse(sections)).toEqual(sections);
    expect(studioSectionsFileSchema.parse({ sections })).toEqual(sections);
    expect(studioSectionsSchema.safeParse([sections[1], sections[0]]).success).toBe(false);
    expect(
      studioSectionsSchema.safeParse([{ kind: 'coda', start: 0, end: 1 }]).error?.issues[0]
        ?.message,
    ).toBe('studio.sectionKindInvalid');
    expect(studioSectionsSchema.safeParse([{ kind: 'solo', start: 2, end: 2 }]).success).toBe(
      false,
    );
  });

  it('sizes a track’s peaks: 2048 buckets of two bytes in base64', () => {
    expect(STUDIO_PEAKS_BASE64_LENGTH).toBe(5464);
  });
});

describe('studioMixAdditionsSchema (the studio’s additions to POST /mixdowns)', () => {
  it('reads an optional volume 0–1 per track and nothing else', () => {
    const payload = {
      settings: {
        tracks: [
          { id: 7, mute: false, volume: 0.5 },
          { id: 'b', mute: true },
        ],
      },
    };
    expect(studioMixAdditionsSchema.parse(payload).settings.tracks).toEqual([
      { id: '7', volume: 0.5 },
      { id: 'b' },
    ]);
    const loud = { settings: { tracks: [{ id: 'a', volume: 2 }] } };
    expect(studioMixAdditionsSchema.safeParse(loud).success).toBe(false);
  });

  it('reads the count-in’s bars (1 or 2) and accent when sent, and refuses other values', () => {
    const withCountIn = (settings: Record<string, unknown>) =>
      studioMixAdditionsSchema.safeParse({ settings: { tracks: [], ...settings } });
    expect(withCountIn({ 'count-in-bars': 2, 'count-in-accent': true }).data?.settings).toEqual({
      'count-in-bars': 2,
      'count-in-accent': true,
      tracks: [],
    });
    expect(withCountIn({}).data?.settings).toEqual({ tracks: [] });
    for (const bars of [0, 3, 1.5, '2']) {
      expect(withCountIn({ 'count-in-bars': bars }).success).toBe(false);
    }
    expect(withCountIn({ 'count-in-accent': 'yes' }).success).toBe(false);
  });
});
