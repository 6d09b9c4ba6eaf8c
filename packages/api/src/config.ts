import { z } from 'zod';

export const roles = ['web', 'worker', 'all'] as const;
export type Role = (typeof roles)[number];

/** Everything the platform reads from the environment, parsed once. */
export interface Config {
  /** Embedded data: PGlite in `db/`, files in `files/`, mail in `mail/`. */
  dataDir: string;
  /** PostgreSQL connection string; unset means embedded PGlite. */
  databaseUrl: string | undefined;
  /** Redis for the bus and the rate limits when several instances share the load. */
  redisUrl: string | undefined;
  /**
   * Names this deployment's Redis bus channel (with the Redis database number), so two
   * deployments on one Redis never cross-talk. Unset: the PostgreSQL database's name.
   */
  busNamespace: string | undefined;
  /** SMTP server for real mail; unset means `.eml` files in `$DATA_DIR/mail`. */
  smtpUrl: string | undefined;
  role: Role;
  port: number;
  /**
   * Load the demo data once at start. `DEMO_DATA` decides; unset, it is on except when
   * `NODE_ENV=production` (the demo password is public, so production needs `DEMO_DATA=on`).
   */
  demoData: boolean;
  /** `NODE_ENV=production`. */
  production: boolean;
  /** The address people use, for links in e-mails, the same-origin check and cookie flags. */
  publicUrl: string;
  /**
   * `PUBLIC_URL` was set: its origin is the only one a mutation may come from. Unset,
   * `publicUrl` is `http://localhost:$PORT` for links, and a mutation may come from the address
   * it was sent to: 127.0.0.1, the machine's LAN address, whatever the person opened (decision
   * 031).
   */
  publicUrlSet: boolean;
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: use the socket). */
  trustProxy: number;
}

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const envSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  BUS_NAMESPACE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (1 to 64)')
    .optional(),
  SMTP_URL: optionalUrl,
  ROLE: z.enum(roles).default('all'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DEMO_DATA: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
    )
    .transform((value) =>
      value === undefined ? undefined : value === 'on' || value === 'true' || value === '1',
    ),
  NODE_ENV: z.string().trim().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once; a wrong value stops the start with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const value = parsed.data;
  const production = value.NODE_ENV === 'production';
  return {
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    busNamespace: value.BUS_NAMESPACE,
    smtpUrl: value.SMTP_URL,
    role: value.ROLE,
    port: value.PORT,
    demoData: value.DEMO_DATA ?? !production,
    production,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    publicUrlSet: value.PUBLIC_URL !== undefined,
    trustProxy: value.TRUST_PROXY,
  };
}
