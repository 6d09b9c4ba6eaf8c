import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

/*
 * What every part of the sandbox provider shares: its options and how it names things. The
 * provider is built from parts by concern — cards (cards.ts), charges (charges.ts), wallets
 * (wallets.ts) and signed events (events.ts) — each a factory over these options.
 */

export const SANDBOX_PROVIDER = 'sandbox';

/** The sandbox charges in one currency, as the store sells in one. */
export const SANDBOX_CURRENCY = 'usd';

export interface SandboxOptions {
  db: Db;
  clock: Clock;
  /** The public address: the approval page is `/sandbox/paypal/approve/<id>` there. */
  publicUrl: string;
  /** The key events are signed with (HMAC-SHA256). */
  webhookSecret: string;
  /**
   * Where events go, as a real provider POSTs its webhooks: the raw body and the signature
   * header. A failed delivery leaves the event undelivered; the next charge tries it again.
   */
  deliver?: (event: { body: string; signature: string }) => Promise<void>;
  onDeliveryError?: (error: unknown) => void;
}

/** Provider-style ids: a prefix and 24 random characters. */
export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
