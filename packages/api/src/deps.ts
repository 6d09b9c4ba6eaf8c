import type { Bus } from './bus';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Files } from './files';
import type { Jobs } from './jobQueue';
import type { Presence } from './live/presence';
import type { Logger } from './logger';
import type { Mail } from './mail';
import type { PaymentProvider } from './payments';
import type { RateLimiter } from './security/rateLimit';

/** Everything a route, service or job may use; built once by `createPlatform`. It lives outside
 * http/ because services and jobs take it too, and they must not depend on the HTTP layer. */
export interface ApiDeps {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  mail: Mail;
  files: Files;
  bus: Bus;
  jobs: Jobs;
  rateLimiter: RateLimiter;
  /** The payment provider (the built-in sandbox until a real adapter is configured). */
  payments: PaymentProvider;
  /** The instances heard on the bus, for `/api/health`. */
  presence: Presence;
}
