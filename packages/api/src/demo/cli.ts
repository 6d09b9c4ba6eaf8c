// `npm run demo:load -w @backline/api`: loads the demo data into $DATA_DIR (or DATABASE_URL)
// once, as `npm start` does. `npm run demo:generate -w @backline/api -- --count 100000
// [--seed 7] [--from 0]`: adds that many generated musicians (profiles only) for the
// people-search benchmark. Stop a server using the same embedded database first: PGlite
// allows one process at a time.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createConsoleLogger } from '../logger';
import { seedPlans } from '../reference/plans';
import { seedReferenceData } from '../reference/seed';
import { hashPassword } from '../security/passwords';
import { DEMO_PASSWORD } from './account';
import { generateIntoDatabase } from './generate';
import { DEFAULT_DEMO_SEED, loadDemoData } from './load';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    from: { type: 'string', default: '0' },
  },
});
const command = positionals[0];
const logger = createConsoleLogger('demo');
const config = loadConfig();

if (command !== 'load' && command !== 'generate') {
  console.error('usage: cli.ts load | generate [--count N] [--seed S] [--from N]');
  process.exit(2);
}
if (config.production && !config.demoData) {
  console.error(
    'Refusing demo data in production: its password is public. Set DEMO_DATA=on to insist.',
  );
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedPlans(database.db);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (command === 'load') {
    const result = await loadDemoData({ db: database.db, clock: systemClock, logger }, { seed });
    logger.info(result.loaded ? 'loaded' : 'already loaded: nothing written', {
      milliseconds: Math.round(result.milliseconds),
    });
    if (result.login) logger.info(`Demo login: ${result.login.email} / ${result.login.password}`);
  } else {
    const count = Number(values.count);
    const started = performance.now();
    const written = await generateIntoDatabase(database.db, {
      count,
      seed: seed ?? DEFAULT_DEMO_SEED + 1,
      from: Number(values.from),
      now: systemClock.now(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailDomain: 'bench.backline.test',
      onProgress: (n) => {
        if (n % 10_000 === 0 || n === count) logger.info(`${n} / ${count} musicians`);
      },
    });
    logger.info('generated', {
      musicians: written,
      milliseconds: Math.round(performance.now() - started),
    });
  }
} finally {
  await database.close();
}
