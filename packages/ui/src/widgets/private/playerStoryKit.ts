// Stories and tests only: a JamTrack with custom mixes in every signing state, and real audio.
import type { JamTrack, Mixdown, Package, SigningState } from '@backline/domain';
import { demoJamTrack } from '../../components/private/StoreStoryKit/storeStoryKit';

/** An mp3 package of a mixdown in `state`; override the live fields a story needs. */
export function demoPackage(state: SigningState, overrides: Partial<Package> = {}): Package {
  return {
    id: `pkg-${state.toLowerCase()}`,
    file_type: 'mp3',
    encrypt_type: null,
    sample_rate: 48,
    signing_state: state,
    packaging_steps: 5,
    current_packaging_step: state === 'SIGNED' ? 5 : 0,
    queue_time: 0,
    error_reason: state === 'ERROR' ? 'rubberband exited with 1' : null,
    ...overrides,
  };
}

export function demoMixdown(id: string, name: string, state: SigningState): Mixdown {
  return { id, name, packages: [demoPackage(state, { id: `pkg-${id}` })] };
}

/** Superstition with a ready mix, one building and one that failed. */
export function demoOwnedJamTrack(overrides: Partial<JamTrack> = {}): JamTrack {
  return demoJamTrack({
    id: 'jt-1',
    purchased: true,
    can_download: true,
    mixdowns: [
      demoMixdown('mix-1', 'No drums, slower', 'SIGNED'),
      demoMixdown('mix-2', 'Bass practice', 'SIGNING'),
      demoMixdown('mix-3', 'Keys down 2', 'ERROR'),
    ],
    ...overrides,
  });
}

/**
 * A few seconds of a quiet 220 Hz tone as a WAV data URI, built in the page: a player story plays
 * real audio with a real duration without touching the network.
 */
export function toneWav(seconds = 4, sampleRate = 8000): string {
  const samples = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true); // 8-bit
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    bytes[44 + i] = 128 + Math.round(16 * Math.sin((2 * Math.PI * 220 * i) / sampleRate));
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
