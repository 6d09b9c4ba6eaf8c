import { visitorMark } from './visitorMark';

/** The practice studio's calls: its data, the remembered settings, and each stem's audio. */
export const STUDIO_API = {
  data: (id: string) => `/api/jamtracks/${encodeURIComponent(id)}/studio`,
  settings: (id: string) => `/api/jamtracks/${encodeURIComponent(id)}/studio/settings`,
  stem: (jamTrackId: string, trackId: string) =>
    `/api/jamtracks/${encodeURIComponent(jamTrackId)}/stems/${encodeURIComponent(trackId)}/download.mp3?file_type=mp3&mark=${encodeURIComponent(visitorMark())}`,
} as const;
