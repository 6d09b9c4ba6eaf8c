import { PACKAGE_SAMPLE_RATE } from '@backline/domain';

/** Part 2 §9 "Sample rate 48 for packages": every stem, master, preview and mix is 48 kHz. */
export const SAMPLE_RATE = PACKAGE_SAMPLE_RATE * 1000;

/** Constant bit rates of MPEG-1 Layer III at 48 kHz that the encoder offers, in kbit/s. */
export type Mp3Bitrate = 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160 | 192 | 224 | 256 | 320;

/**
 * How a file is encoded: always constant bit rate, so it has an exact duration and seeks by
 * byte offset, which the player's HTTP range requests rely on. Two channels are joint stereo
 * (LAME's mid/side where it pays).
 */
export interface Mp3Format {
  channels: 1 | 2;
  kbps: Mp3Bitrate;
}

/**
 * Decision 040 (figures there): a stereo stem keeps its image at 160 kbit/s joint stereo; a mono
 * stem (the click, a centred part, a mono recording) stays mono at 96 kbit/s, which keeps LAME's
 * widest band (20 kHz) in half the bytes of a stereo one — a demo song's six stems take the
 * bytes its six mono 128 kbit/s stems took. The Master and every rendered mix, what musicians
 * download and keep, are 192 kbit/s joint stereo.
 */
export const STEM_STEREO_FORMAT: Mp3Format = { channels: 2, kbps: 160 };
export const STEM_MONO_FORMAT: Mp3Format = { channels: 1, kbps: 96 };
export const MIX_FORMAT: Mp3Format = { channels: 2, kbps: 192 };

/** A stem's format: mono stays mono, stereo keeps its two channels. */
export const stemFormat = (channels: number): Mp3Format =>
  channels === 1 ? STEM_MONO_FORMAT : STEM_STEREO_FORMAT;

/** The Master's: a mix of stereo stems is a download like a rendered mix; a mono one a stem. */
export const masterFormat = (channels: number): Mp3Format =>
  channels === 1 ? STEM_MONO_FORMAT : MIX_FORMAT;

/** Samples handed from one stage of a render to the next: small enough to stream, large enough to be cheap. */
export const BLOCK_SAMPLES = 8192;

/** Where a rendered or stored audio file lives: a CBR MP3 at SAMPLE_RATE (see Mp3Format). */
export const AUDIO_EXTENSION = 'mp3';
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';
