import { z } from 'zod';
import type { DomainMessageId } from './domainMessages';
import { addFieldIssues, type FieldErrorKeys, isBlank } from './formRules';
import { COUNT_IN_ENTRY_ID, isTempoSpeed, type MixMessageKey } from './mixes';
import { PITCH_MAX_SEMITONES } from './mixOptions';
import { userText } from './textRuleSchemas';

// The custom mix's schema (the API's), apart from the rules (mixes.ts), so that the JamTrack page,
// which checks the mix form in the browser with validateMixForm (the MixEditor), does not load zod
// for it.

const MIX_MESSAGE_IDS = {
  selectTrack: 'mix.selectTrack',
  nameRequired: 'mix.nameRequired',
  invalidTempo: 'mix.invalidTempo',
  invalidPitch: 'mix.invalidPitch',
  countInNotATrack: 'mix.countInNotATrack',
} as const satisfies Record<MixMessageKey, DomainMessageId>;

/** Input schema of POST /mixdowns (API side). */
export const mixCreationPayloadSchema = z
  .object({
    jamTrackID: z.union([z.string().trim().min(1), z.number().int().positive()]).transform(String),
    name: userText().trim().default(''),
    settings: z.object({
      speed: z.number().default(1),
      pitch: z.number().default(0),
      'count-in': z.boolean().default(false),
      tracks: z.array(
        z.object({ id: z.union([z.string(), z.number()]).transform(String), mute: z.boolean() }),
      ),
    }),
  })
  .superRefine((payload, ctx) => {
    const errors: FieldErrorKeys<string, MixMessageKey> = {};
    const { settings } = payload;
    if (isBlank(payload.name)) errors.name = 'nameRequired';
    if (!isTempoSpeed(settings.speed)) errors['settings.speed'] = 'invalidTempo';
    if (!Number.isInteger(settings.pitch) || Math.abs(settings.pitch) > PITCH_MAX_SEMITONES) {
      errors['settings.pitch'] = 'invalidPitch';
    }
    if (settings.tracks.some((track) => track.id === COUNT_IN_ENTRY_ID)) {
      errors['settings.tracks'] = 'countInNotATrack';
    } else if (!settings.tracks.some((track) => track.mute)) {
      errors['settings.tracks'] = 'selectTrack';
    }
    addFieldIssues(ctx, errors, MIX_MESSAGE_IDS);
  });
