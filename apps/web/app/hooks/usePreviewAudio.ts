import type { Track } from '@backline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One audio element for a page's track previews: starting a preview stops the one playing
 * (part 2 §4 "Starting one track pauses any other"), a preview that ends or fails releases its
 * button. The element is rendered by the page (`<audio ref={audioRef}>`), so the page owns it.
 */
export function usePreviewAudio() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playingTrackId, setPlayingTrackId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const stop = () => setPlayingTrackId(null);
    const fail = () => {
      setPlayingTrackId(null);
      setFailed(true);
    };
    audio.addEventListener('ended', stop);
    audio.addEventListener('error', fail);
    return () => {
      audio.removeEventListener('ended', stop);
      audio.removeEventListener('error', fail);
      audio.pause();
    };
  }, []);

  const onPreviewChange = useCallback((track: Track | null) => {
    const audio = audioRef.current;
    if (!audio) return;
    setFailed(false);
    if (!track?.preview_mp3_url) {
      audio.pause();
      setPlayingTrackId(null);
      return;
    }
    audio.src = track.preview_mp3_url;
    setPlayingTrackId(track.id);
    audio.play().catch((error: unknown) => {
      // A newer choice interrupted this one: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlayingTrackId(null);
      setFailed(true);
    });
  }, []);

  return { audioRef, playingTrackId, onPreviewChange, failed };
}
