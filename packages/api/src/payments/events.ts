import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { paymentEvents, signingKeys } from '../db/schema';
import type { PaymentProvider } from './index';

/** The `signing_keys` row holding the key the sandbox signs its webhooks with. */
export const SANDBOX_WEBHOOK_KEY = 'sandbox_webhook';

/**
 * The webhook key: made at the first start and kept in the database, so every instance signs
 * and verifies with the same one and no setting is needed (the sandbox is not a real provider;
 * a real adapter takes its webhook secret from the environment).
 */
export async function sandboxWebhookSecret(db: Db): Promise<string> {
  await db
    .insert(signingKeys)
    .values({ name: SANDBOX_WEBHOOK_KEY, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: signingKeys.name });
  const [row] = await db
    .select()
    .from(signingKeys)
    .where(eq(signingKeys.name, SANDBOX_WEBHOOK_KEY));
  if (!row) throw new Error('The sandbox webhook key was not stored.');
  return row.secret;
}

/**
 * Receives a provider webhook: refuses a bad or stale signature (false), records a genuine
 * event once by its id (a redelivery is a no-op, answered true). Orders and charges are settled
 * synchronously when they are placed; the events are the provider's own account of them, kept
 * for reconciliation and for renewals that settle later.
 */
export async function receivePaymentEvent(
  deps: { db: Db; clock: Clock; payments: PaymentProvider },
  rawBody: string,
  signature: string | undefined,
): Promise<boolean> {
  const event = deps.payments.verifyEvent(rawBody, signature);
  if (!event) return false;
  await deps.db
    .insert(paymentEvents)
    .values({
      provider: deps.payments.name,
      eventRef: event.id,
      type: event.type,
      payload: event.data,
      receivedAt: deps.clock.now(),
      processedAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  return true;
}
