import type { Genre, Instrument } from '@backline/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { genres, instruments } from '../db/schema';

export function listInstruments(db: Db): Promise<Instrument[]> {
  return db
    .select({ id: instruments.id, description: instruments.description })
    .from(instruments)
    .orderBy(asc(instruments.position), asc(instruments.id));
}

export function listGenres(db: Db): Promise<Genre[]> {
  return db
    .select({ id: genres.id, description: genres.description })
    .from(genres)
    .orderBy(asc(genres.position), asc(genres.id));
}
