/**
 * The audio engine's interface for the rest of the API (decision 014, 015). CPU-bound work runs
 * in audio processes; everything here is safe to call from a request or a job.
 */

export { audioFileResponse } from './audioResponse';
export { AUDIO_CONTENT_TYPE, SAMPLE_RATE } from './format';
export { ImportError, importJamTrack } from './importStems';
export {
  JAMTRACK_AUDIO_QUEUE,
  previewUrl,
  queueDemoAudio,
  registerAudioWorkers,
  renderJamTrackAudio,
  requestJamTrackAudio,
} from './jamTrackAudio';
export {
  type CountInSettings,
  type OnRenderStep,
  RENDER_STEPS,
  type RenderProgress,
} from './render';
export {
  MissingStemError,
  type MixStem,
  mixdownFileKey,
  type RenderedMixFile,
  type RenderMixOptions,
  type RenderMixRequest,
  renderMix,
} from './renderMix';
export { STRETCH_QUALITIES, type StretchQuality } from './stretch';
export type { SongDescription, SynthPart } from './synth/song';
export { synthesiseSong, trackAudioKey, trackPreviewKey } from './synthesiseSong';
