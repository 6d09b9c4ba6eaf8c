import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../platform';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated, seeded PGlite data directory (see `setup` below). */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup of the projects that run on PGlite: migrates and seeds one in-memory
 * database and dumps its data directory to a file, so every test platform starts from a copy
 * (`startTestPlatform`) instead of running PGlite's initdb and the migrations again. Each
 * platform still runs the migrations and the seeds, which find nothing to do: a template that
 * lags behind the migrations is caught up, never trusted.
 */
export async function setup(project: TestProject) {
  const directory = await mkdtemp(join(tmpdir(), 'backline-pglite-template-'));
  const database = await openDatabase({ dataDir: directory, inMemory: true });
  try {
    await prepareDatabase(database);
    if (database.kind !== 'pglite') throw new Error('The PGlite template needs PGlite.');
    const dump = await database.pglite.dumpDataDir('none');
    const file = join(directory, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(directory, { recursive: true, force: true });
}

let template: Promise<Blob> | undefined;

/** The template this run's global setup wrote, read once per test file's module graph. */
export function pgliteTemplate(file: string): Promise<Blob> {
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}
