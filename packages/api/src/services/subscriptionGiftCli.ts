// `npm run subscription:gift -w @backline/api -- <email> <plan_code> <ends_at>`: an
// administrator gives a person a plan until `ends_at` (an ISO date, e.g. 2027-01-31 or
// 2027-01-31T12:00:00Z) on $DATA_DIR (or DATABASE_URL). Stop a server using the same embedded
// database first: PGlite allows one process at a time.
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedPlans } from '../reference/plans';
import { GiftError, giftPlan } from './subscriptionGift';

const [email, planCode, endsAt] = process.argv.slice(2);
if (!email || !planCode || !endsAt) {
  console.error('usage: subscription:gift <email> <plan_code> <ends_at (ISO date)>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  await seedPlans(database.db);
  const gift = await giftPlan(database.db, systemClock, {
    email,
    planCode,
    endsAt: new Date(endsAt),
  });
  console.log(`Gave ${gift.planCode} to ${email} until ${gift.endsAt.toISOString()}.`);
} catch (error) {
  if (!(error instanceof GiftError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
