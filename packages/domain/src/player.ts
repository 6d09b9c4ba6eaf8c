import type { JamTrack, Track } from './jamtrack';
import { mixableTracks } from './mixes';
import {
  canDownload,
  isMixdownSigned,
  type Mixdown,
  mixdownSigningState,
  PACKAGE_SAMPLE_RATE,
  packageOffer,
  type RetryPromptKey,
} from './packages';

// Part 2 §9.
export const PLAYER_OPEN_FOLLOW_UP_MS = 15_000;
export const AUDIO_START_VOLUME = 0.75;
export const PLAYER_PROGRESS_INTERVAL_MS = 500;
/** Part 2 §7 POST /users/event/record. */
export const JAMTRACK_WEB_PLAYER_OPEN_EVENT = 'jamtrack_web_player_open';
/** Query parameter of the visitor mark on download addresses (part 2 §3 Visitor mark). */
export const VISITOR_MARK_PARAM = 'mark';

/** Part 2 §4 "Player: selection is Master Mix, a Custom Mix or a Stem". */
export type PlayerSelection =
  | { kind: 'master' }
  | { kind: 'mixdown'; id: string }
  | { kind: 'stem'; id: string };

export const MASTER_SELECTION: PlayerSelection = { kind: 'master' };

type PlayerJamTrack = Pick<
  JamTrack,
  'id' | 'tracks' | 'mixdowns' | 'last_mixdown_id' | 'last_stem_id'
>;

/** Custom mixes the player offers: only mixes with a signed mp3. */
export function eligibleMixdowns(jamTrack: Pick<JamTrack, 'mixdowns'>): Mixdown[] {
  return jamTrack.mixdowns.filter(isMixdownSigned);
}

/** Stems the player offers: tracks of type Track or Click. */
export function eligibleStems(jamTrack: Pick<JamTrack, 'tracks'>): Track[] {
  return mixableTracks(jamTrack.tracks);
}

/**
 * Part 2 §4 "Initial selection: last mixdown, else last stem, else master" — each only when it
 * is still one the player offers.
 */
export function initialPlayerSelection(jamTrack: PlayerJamTrack): PlayerSelection {
  const mixdown = eligibleMixdowns(jamTrack).find((mix) => mix.id === jamTrack.last_mixdown_id);
  if (mixdown) return { kind: 'mixdown', id: mixdown.id };
  const stem = eligibleStems(jamTrack).find((track) => track.id === jamTrack.last_stem_id);
  if (stem) return { kind: 'stem', id: stem.id };
  return MASTER_SELECTION;
}

/** What choosing a selection does. */
export type SelectionOutcome =
  | { kind: 'play'; selection: PlayerSelection }
  | { kind: 'confirmRetry'; mixdownId: string; prompt: RetryPromptKey }
  | { kind: 'wait' }
  | { kind: 'unavailable' };

/**
 * Part 2 §4: choosing an unsigned custom mix opens the retry confirmation. A mix still QUEUED or
 * SIGNING waits instead (§4 gives those states no actions), so a running build is not re-queued.
 */
export function chooseSelection(
  jamTrack: PlayerJamTrack,
  selection: PlayerSelection,
): SelectionOutcome {
  if (selection.kind === 'master') return { kind: 'play', selection };
  if (selection.kind === 'stem') {
    const known = eligibleStems(jamTrack).some((track) => track.id === selection.id);
    return known ? { kind: 'play', selection } : { kind: 'unavailable' };
  }
  const mixdown = jamTrack.mixdowns.find((mix) => mix.id === selection.id);
  if (!mixdown) return { kind: 'unavailable' };
  const offer = packageOffer(mixdownSigningState(mixdown));
  if (offer.kind === 'ready') return { kind: 'play', selection };
  if (offer.kind === 'retry')
    return { kind: 'confirmRetry', mixdownId: mixdown.id, prompt: offer.prompt };
  return { kind: 'wait' };
}

/** Body of POST /jamtracks/{id}/mixdowns/active: each selection is recorded (part 2 §4). */
export function activeSelectionPayload(
  jamTrackId: string,
  selection: PlayerSelection,
): { id: string; mixdown_id: string | null; stem_id: string | null } {
  return {
    id: jamTrackId,
    mixdown_id: selection.kind === 'mixdown' ? selection.id : null,
    stem_id: selection.kind === 'stem' ? selection.id : null,
  };
}

/**
 * Part 2 §7 direct download addresses on the main site: the master stem mp3, a mixdown mp3 at
 * sample rate 48, a stem mp3, each with file_type, download=1 and the visitor mark. Null when
 * downloads are not allowed (can_download false) or the mix is not signed yet.
 */
export function downloadUrl(input: {
  siteUrl: string;
  jamTrack: Pick<JamTrack, 'id' | 'can_download' | 'mixdowns'>;
  selection: PlayerSelection;
  visitorMark: string;
}): string | null {
  const { jamTrack, selection } = input;
  if (!canDownload(jamTrack)) return null;
  const base = input.siteUrl.replace(/\/+$/, '');
  const mark = `${VISITOR_MARK_PARAM}=${encodeURIComponent(input.visitorMark)}`;
  const jamTrackPath = `${base}/jamtracks/${encodeURIComponent(jamTrack.id)}`;
  switch (selection.kind) {
    case 'master':
      return `${jamTrackPath}/stems/master/download.mp3?file_type=mp3&download=1&${mark}`;
    case 'stem':
      return `${jamTrackPath}/stems/${encodeURIComponent(selection.id)}/download.mp3?file_type=mp3&download=1&${mark}`;
    case 'mixdown': {
      const mixdown = jamTrack.mixdowns.find((mix) => mix.id === selection.id);
      if (!mixdown || !isMixdownSigned(mixdown)) return null;
      return `${base}/mixdowns/${encodeURIComponent(mixdown.id)}/download.mp3?file_type=mp3&sample_rate=${PACKAGE_SAMPLE_RATE}&download=1&${mark}`;
    }
  }
}

/**
 * Part 2 §4 "Web player first open": the open event is recorded; a user who had not opened the
 * player before gets the progression call 15 s later.
 */
export function playerOpenPlan(user: { first_opened_jamtrack_web_player: boolean }): {
  recordEvent: typeof JAMTRACK_WEB_PLAYER_OPEN_EVENT;
  progressionAfterMs: number | null;
} {
  return {
    recordEvent: JAMTRACK_WEB_PLAYER_OPEN_EVENT,
    progressionAfterMs: user.first_opened_jamtrack_web_player ? null : PLAYER_OPEN_FOLLOW_UP_MS,
  };
}

/** Part 2 §4 "Starting one track pauses any other": the players to pause. */
export function playersToPause(playingIds: readonly string[], startingId: string): string[] {
  return playingIds.filter((id) => id !== startingId);
}

/** Position and duration in the player: "m:ss" (and "h:mm:ss" from an hour). */
export function formatPlayerTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
