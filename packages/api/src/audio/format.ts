import { PACKAGE_SAMPLE_RATE } from '@backline/domain';

/** Part 2 §9 "Sample rate 48 for packages": every stem, master, preview and mix is 48 kHz. */
export const SAMPLE_RATE = PACKAGE_SAMPLE_RATE * 1000;

/**
 * Constant bit rate, mono: stems are mono, and a CBR file has an exact duration and seeks by
 * byte offset, which the player's HTTP range requests rely on. 128 kbit/s mono is transparent
 * for backing tracks and keeps a 3-minute mix under 3 MB.
 */
export const MP3_BITRATE_KBPS = 128;

/** Samples handed from one stage of a render to the next: small enough to stream, large enough to be cheap. */
export const BLOCK_SAMPLES = 8192;

/** Where a rendered or stored audio file lives: an MP3 of one channel at SAMPLE_RATE. */
export const AUDIO_EXTENSION = 'mp3';
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';
