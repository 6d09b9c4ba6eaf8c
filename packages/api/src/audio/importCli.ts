// `npm run jamtracks:import -- <folder> [--name "Song"] [--artist "Artist"] [--bpm 120]
// [--key "E minor"] [--price 300] [--sections sections.json]`: imports a folder of recorded stems (WAV, MP3, Ogg) as a new
// JamTrack in $DATA_DIR (or DATABASE_URL). Stop a server using the embedded database first:
// PGlite allows one process at a time. The sections file is JSON: a list of
// {"kind": "intro"|"verse"|"pre-chorus"|"chorus"|"bridge"|"solo"|"break"|"outro", "start": s,
// "end": s, "label"?: "Verse 2"} in order, or {"sections": [...]}; every track's waveform peaks
// are computed from the stems.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLocalFiles, filesDirectory } from '../files/localFiles';
import { seedReferenceData } from '../reference/seed';
import { importJamTrack, parseSectionsFile } from './importStems';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    artist: { type: 'string' },
    bpm: { type: 'string' },
    key: { type: 'string' },
    price: { type: 'string' },
    sections: { type: 'string' },
  },
});
const folder = positionals[0];
if (!folder) {
  console.error(
    'usage: npm run jamtracks:import -- <folder> [--name N] [--artist A] [--bpm B] [--key K] [--price CENTS] [--sections FILE]',
  );
  process.exit(2);
}

// Relative to where the command was typed (npm runs workspace scripts in the package folder).
const base = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const sectionsPath = values.sections ? resolve(base, values.sections) : null;
  const sections = sectionsPath
    ? parseSectionsFile(await readFile(sectionsPath, 'utf8'), values.sections)
    : null;
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const imported = await importJamTrack(
    { db: database.db, files: createLocalFiles(filesDirectory(config.dataDir)) },
    resolve(base, folder),
    {
      ...(values.name ? { name: values.name } : {}),
      ...(values.artist ? { artist: values.artist } : {}),
      ...(values.bpm ? { bpm: Number(values.bpm) } : {}),
      ...(values.key ? { key: values.key } : {}),
      ...(values.price ? { price: Number(values.price) } : {}),
      ...(sections ? { sections } : {}),
      now: systemClock.now(),
    },
  );
  console.log(
    `imported ${imported.slug}: ${imported.tracks} tracks, ${imported.seconds.toFixed(1)} s (id ${imported.id})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
