import { playersToPause } from '@backline/domain';

/** Every player's audio element that is playing now, by player id. */
const playing = new Map<string, HTMLMediaElement>();

/**
 * Part 2 §4 "Starting one track pauses any other": a player that starts calls this, and every
 * other player of the page (this JamTrack's or another widget's) pauses.
 */
export function startedPlaying(playerId: string, audio: HTMLMediaElement): void {
  for (const otherId of playersToPause([...playing.keys()], playerId)) {
    playing.get(otherId)?.pause();
    playing.delete(otherId);
  }
  playing.set(playerId, audio);
}

/** A player that paused, ended or unmounted leaves the set. */
export function stoppedPlaying(playerId: string): void {
  playing.delete(playerId);
}
