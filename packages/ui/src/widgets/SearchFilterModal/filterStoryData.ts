import type { Genre, Instrument } from '@backline/domain';

// Reference lists for the filter modal's stories and tests (a part of GET /instruments, /genres).

export const instruments: Instrument[] = [
  { id: 'acoustic-guitar', description: 'Acoustic Guitar' },
  { id: 'electric-guitar', description: 'Electric Guitar' },
  { id: 'bass-guitar', description: 'Bass Guitar' },
  { id: 'drums', description: 'Drums' },
  { id: 'piano', description: 'Piano' },
  { id: 'keyboard', description: 'Keyboard' },
  { id: 'voice', description: 'Voice' },
  { id: 'violin', description: 'Violin' },
  { id: 'saxophone', description: 'Saxophone' },
  { id: 'trumpet', description: 'Trumpet' },
  { id: 'mandolin', description: 'Mandolin' },
  { id: 'ukulele', description: 'Ukulele' },
  { id: 'harmonica', description: 'Harmonica' },
  { id: 'synthesizer', description: 'Synthesizer' },
];

export const genres: Genre[] = [
  { id: 'blues', description: 'Blues' },
  { id: 'jazz', description: 'Jazz' },
  { id: 'rock', description: 'Rock' },
  { id: 'funk', description: 'Funk' },
  { id: 'flamenco', description: 'Flamenco' },
  { id: 'latin', description: 'Latin' },
  { id: 'folk', description: 'Folk' },
  { id: 'electronic', description: 'Electronic' },
];
