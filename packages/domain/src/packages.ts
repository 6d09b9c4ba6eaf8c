import { fillMessageTemplate } from './messageTemplate';

/** Part 2 §4 "Package signing_state". */
export const SIGNING_STATES = [
  'QUEUED',
  'SIGNING',
  'SIGNED',
  'ERROR',
  'SIGNING_TIMEOUT',
  'QUEUED_TIMEOUT',
  'QUIET_TIMEOUT',
  'QUIET',
] as const;
export type SigningState = (typeof SIGNING_STATES)[number];

export const PACKAGE_FILE_TYPES = ['mp3', 'ogg'] as const;
export type PackageFileType = (typeof PACKAGE_FILE_TYPES)[number];

/** Part 2 §9 "Sample rate 48 for packages" (kHz, as the API receives it). */
export const PACKAGE_SAMPLE_RATE = 48;

/** Package of a mixdown (part 2 §3). */
export interface Package {
  id: string;
  file_type: PackageFileType;
  /** null for plain (unencrypted) variants. */
  encrypt_type: string | null;
  sample_rate: number;
  signing_state: SigningState;
  packaging_steps: number;
  current_packaging_step: number;
  /** Estimated seconds in the queue. */
  queue_time: number | null;
  error_reason: string | null;
  /**
   * What a QUEUED build waits for before it can start: `audio` while the JamTrack's audio is
   * still being made (a demo JamTrack just claimed), else null.
   */
  waiting_for?: 'audio' | null;
}

/** Custom mix (part 2 §3); jam_track_mixdown_id and origin arrive with the enqueue. */
export interface Mixdown {
  id: string;
  name: string;
  packages: Package[];
  jam_track_mixdown_id?: string | null;
  origin?: string | null;
}

/** The retry prompt of a failed package (part 2 §8): ui's `ui.package.<key>`. */
export type RetryPromptKey = 'neverCreated' | 'neverBuilt' | 'tookLong' | 'failedToBuild';

/** Part 2 §8 "Custom mix retry prompts", by state. */
export const RETRY_PROMPT_OF_STATE: Readonly<Partial<Record<SigningState, RetryPromptKey>>> = {
  QUIET: 'neverCreated',
  QUIET_TIMEOUT: 'neverCreated',
  QUEUED_TIMEOUT: 'neverBuilt',
  SIGNING_TIMEOUT: 'tookLong',
  ERROR: 'failedToBuild',
};

/** What the UI offers for a package (part 2 §4 "Package signing_state"). */
export type PackageOffer =
  | { kind: 'ready'; playable: true; downloadable: true; deletable: true }
  | { kind: 'loading' }
  | { kind: 'retry'; prompt: RetryPromptKey };

/**
 * SIGNED: playable, downloadable, delete shown. QUEUED and SIGNING: "Loading", no actions.
 * The five failure states: a retry icon whose confirmation re-queues the mp3.
 */
export function packageOffer(state: SigningState): PackageOffer {
  if (state === 'SIGNED')
    return { kind: 'ready', playable: true, downloadable: true, deletable: true };
  const prompt = RETRY_PROMPT_OF_STATE[state];
  return prompt ? { kind: 'retry', prompt } : { kind: 'loading' };
}

/** The plain mp3 package of a mixdown (preferring 48 kHz), or undefined. */
export function mixdownMp3Package(mixdown: Pick<Mixdown, 'packages'>): Package | undefined {
  const plainMp3 = mixdown.packages.filter(
    (candidate) => candidate.file_type === 'mp3' && candidate.encrypt_type === null,
  );
  return plainMp3.find((candidate) => candidate.sample_rate === PACKAGE_SAMPLE_RATE) ?? plainMp3[0];
}

/**
 * A mix whose build waits for its JamTrack's audio (QUEUED with `waiting_for: 'audio'`): its
 * progress says so instead of a bare "Loading".
 */
export function isWaitingForAudio(mixdown: Pick<Mixdown, 'packages'>): boolean {
  const pkg = mixdownMp3Package(mixdown);
  return pkg?.signing_state === 'QUEUED' && pkg.waiting_for === 'audio';
}

/** Part 2 §4: a custom mix is playable once its mp3 is SIGNED. */
export function isMixdownSigned(mixdown: Pick<Mixdown, 'packages'>): boolean {
  return mixdownMp3Package(mixdown)?.signing_state === 'SIGNED';
}

/** The signing state shown for a mixdown: its mp3's, or QUEUED before any package exists. */
export function mixdownSigningState(mixdown: Pick<Mixdown, 'packages'>): SigningState {
  return mixdownMp3Package(mixdown)?.signing_state ?? 'QUEUED';
}

/** Share of the packaging steps done, 0 to 1 (the player's progress while a mix is built). */
export function packagingProgress(
  pkg: Pick<Package, 'packaging_steps' | 'current_packaging_step'>,
): number {
  if (pkg.packaging_steps <= 0) return 0;
  return Math.min(1, Math.max(0, pkg.current_packaging_step / pkg.packaging_steps));
}

/** Body of POST /mixdowns/{id}/enqueue (part 2 §7): mp3, plain, 48. */
export interface EnqueuePayload {
  id: string;
  file_type: 'mp3';
  encrypt_type: null;
  sample_rate: number;
  origin: string;
}

export function buildEnqueuePayload(mixdownId: string, origin: string): EnqueuePayload {
  return {
    id: mixdownId,
    file_type: 'mp3',
    encrypt_type: null,
    sample_rate: PACKAGE_SAMPLE_RATE,
    origin,
  };
}

/** Part 2 §9 "Queue estimate". */
export type QueueEstimate = { kind: 'aboutOneMinute' } | { kind: 'aboutMinutes'; minutes: number };

/**
 * 0 seconds or under a minute: "about 1 minute"; otherwise N = ceil(seconds / 60) as "about N
 * minutes to be created". N = 1 (exactly 60 s) also reads "about 1 minute": the spec's plural
 * text would say "about 1 minutes".
 */
export function queueEstimate(queueSeconds: number | null | undefined): QueueEstimate {
  const seconds = Math.max(0, queueSeconds ?? 0);
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? { kind: 'aboutOneMinute' } : { kind: 'aboutMinutes', minutes };
}

/**
 * How many times faster than real time a mix renders before any build was measured here
 * (ARCHITECTURE "Audio": 11× on one core; a little less on a busy machine).
 */
export const RENDER_SPEED_DEFAULT = 8;
/** A build's fixed cost besides rendering: reading stems, storing the file, the job's start. */
export const RENDER_OVERHEAD_SECONDS = 3;
/** How many recent builds the measured render speed is taken from. */
export const RENDER_SPEED_SAMPLE = 10;

/** One finished build: the song's seconds, the mix's tempo, and how long the build took. */
export interface MeasuredBuild {
  audioSeconds: number;
  speed: number;
  buildSeconds: number;
}

/**
 * The render speed measured on recent builds (× real time of the output audio), their median,
 * or null when none can be used (too short to time, or no song length known).
 */
export function measuredRenderSpeed(builds: readonly MeasuredBuild[]): number | null {
  const factors = builds
    .filter((build) => build.audioSeconds > 0 && build.speed > 0 && build.buildSeconds > 0)
    .map((build) => build.audioSeconds / build.speed / build.buildSeconds)
    .sort((a, b) => a - b);
  if (factors.length === 0) return null;
  const middle = Math.floor(factors.length / 2);
  return factors.length % 2 === 1
    ? factors[middle]!
    : (factors[middle - 1]! + factors[middle]!) / 2;
}

/**
 * Seconds one build of a mix is expected to take: its output audio (the song's seconds over the
 * tempo) at the measured render speed (or the default before any was measured), plus the fixed
 * cost. A 60-second song at tempo 1 and 11× real time: about 9 s, not a minute.
 */
export function estimateBuildSeconds(input: {
  audioSeconds: number;
  speed: number;
  renderSpeed: number | null;
}): number {
  const speed = input.speed > 0 ? input.speed : 1;
  const factor =
    input.renderSpeed && input.renderSpeed > 0 ? input.renderSpeed : RENDER_SPEED_DEFAULT;
  return Math.ceil(RENDER_OVERHEAD_SECONDS + Math.max(0, input.audioSeconds) / speed / factor);
}

/** queue_time of a newly queued build: the builds ahead of it and its own, each estimated. */
export function estimateQueueTime(buildsAhead: number, buildSeconds: number): number {
  return (Math.max(0, buildsAhead) + 1) * Math.max(0, buildSeconds);
}

/** Part 2 §4: a failure alert goes out on a timeout state or ERROR. */
export const ALERTING_SIGNING_STATES: readonly SigningState[] = [
  'ERROR',
  'SIGNING_TIMEOUT',
  'QUEUED_TIMEOUT',
  'QUIET_TIMEOUT',
];

/** Which mixdown was enqueued last and which mixdowns already raised their alert. */
export interface MixdownWatch {
  enqueuedMixdownId: string | null;
  alertedMixdownIds: readonly string[];
}

export const INITIAL_MIXDOWN_WATCH: MixdownWatch = {
  enqueuedMixdownId: null,
  alertedMixdownIds: [],
};

/** Part 2 §4 "enqueueing records it as the enqueued mixdown". */
export function mixdownEnqueued(watch: MixdownWatch, mixdownId: string): MixdownWatch {
  return { ...watch, enqueuedMixdownId: mixdownId };
}

export interface SigningObservation {
  watch: MixdownWatch;
  /** Send the "Mixdown Sync failed" alert now. */
  sendFailureAlert: boolean;
  /** Keep the live subscription: watching stops once the package is SIGNED. */
  keepWatching: boolean;
}

/**
 * Part 2 §4: a live update of a mixdown's package. The failure alert goes out once per enqueued
 * mixdown, however many failure updates follow.
 */
export function observeSigningState(
  watch: MixdownWatch,
  mixdownId: string,
  state: SigningState,
): SigningObservation {
  const keepWatching = state !== 'SIGNED';
  const alert =
    ALERTING_SIGNING_STATES.includes(state) &&
    watch.enqueuedMixdownId === mixdownId &&
    !watch.alertedMixdownIds.includes(mixdownId);
  if (!alert) return { watch, sendFailureAlert: false, keepWatching };
  return {
    watch: { ...watch, alertedMixdownIds: [...watch.alertedMixdownIds, mixdownId] },
    sendFailureAlert: true,
    keepWatching,
  };
}

/** Body of POST /alerts (part 2 §7: subject, data). */
export interface MixdownSyncFailedAlert {
  subject: string;
  data: {
    /** One failure: alerts are counted by subject. */
    value: number;
    user_id: string;
    user_name: string;
    result: string;
    mixdown_id: string;
    package_id: string | null;
    error_reason: string | null;
  };
}

/**
 * The subject of a failed mixdown sync alert (part 2 §8). Not a text for a reader but the
 * alert's name, which alerts are counted by: always these words, in no catalogue.
 */
const MIXDOWN_SYNC_FAILED_SUBJECT = 'Mixdown Sync failed for {user_content}';

/** Part 2 §8 "Failed mixdown sync": the alert titled with the mixdown name. */
export function buildMixdownSyncFailedAlert(input: {
  mixdown: Pick<Mixdown, 'id' | 'name' | 'packages'>;
  user: { id: string; name: string };
  /** The player's own state of the mixdown (e.g. its loading status). */
  clientState: string;
}): MixdownSyncFailedAlert {
  const pkg = mixdownMp3Package(input.mixdown);
  const signingState = pkg?.signing_state ?? 'none';
  return {
    subject: fillMessageTemplate(MIXDOWN_SYNC_FAILED_SUBJECT, {
      user_content: input.mixdown.name,
    }),
    data: {
      value: 1,
      user_id: input.user.id,
      user_name: input.user.name,
      result: `signing_state: ${signingState}, client_state: ${input.clientState}`,
      mixdown_id: input.mixdown.id,
      package_id: pkg?.id ?? null,
      error_reason: pkg?.error_reason ?? null,
    },
  };
}

/** Part 2 §5 "Downloads are allowed only when can_download is true; otherwise nothing happens". */
export function canDownload(
  jamTrack: { can_download?: boolean | null } | null | undefined,
): boolean {
  return jamTrack?.can_download === true;
}
