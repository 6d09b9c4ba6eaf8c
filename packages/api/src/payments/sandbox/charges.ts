import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  sandboxCharges,
  sandboxPaymentMethods,
  sandboxWalletAgreements,
  sandboxWalletAuthorizations,
} from '../../db/schema';
import {
  type ChargeInput,
  type ChargeResult,
  IdempotencyConflictError,
  type PaymentProvider,
} from '../index';
import { cardRefusal } from './cards';
import { SANDBOX_CURRENCY, type SandboxOptions, sandboxId } from './context';
import type { SandboxEventLog } from './events';
import { SANDBOX_MESSAGES } from './testCards';
import { walletCaptureRefusal } from './wallets';

type ChargeRow = typeof sandboxCharges.$inferSelect;

const presentCharge = (row: ChargeRow, replayed: boolean): ChargeResult => ({
  ref: row.id,
  status: row.status,
  amount: row.amount,
  failureCode: row.failureCode,
  failureMessage: row.failureMessage,
  replayed,
});

/** Thrown inside the transaction when another request took the key first: roll back, replay. */
class KeyTaken extends Error {}

/**
 * Charges, as a real provider's test mode makes them: one per idempotency key (a repeated key
 * with the same request answers the first charge; with another request, a conflict), found again
 * by its key, and announced by a signed event stored with it.
 */
export function sandboxChargeCalls(
  options: SandboxOptions,
  events: SandboxEventLog,
): Pick<PaymentProvider, 'charge' | 'findCharge'> {
  const { db, clock } = options;

  async function replay(input: ChargeInput, requestHash: string): Promise<ChargeResult | null> {
    const [existing] = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
    if (!existing) return null;
    if (existing.requestHash !== requestHash) {
      throw new IdempotencyConflictError(input.idempotencyKey);
    }
    return presentCharge(existing, true);
  }

  return {
    async findCharge(idempotencyKey) {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? presentCharge(row, true) : null;
    },

    async charge(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new RangeError(`A charge needs a positive amount of cents, got ${input.amount}`);
      }
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            input.customerRef,
            input.source,
            input.amount,
            SANDBOX_CURRENCY,
            input.description,
          ]),
        )
        .digest('hex');
      const earlier = await replay(input, requestHash);
      if (earlier) return earlier;

      let result: ChargeResult;
      try {
        result = await db.transaction(async (tx) => {
          const now = clock.now();
          const { refusal, references } = await takeFromSource(tx, input, now);
          const [row] = await tx
            .insert(sandboxCharges)
            .values({
              id: sandboxId('ch'),
              idempotencyKey: input.idempotencyKey,
              requestHash,
              customerRef: input.customerRef,
              ...references,
              amount: input.amount,
              currency: SANDBOX_CURRENCY,
              description: input.description,
              status: refusal ? 'failed' : 'succeeded',
              failureCode: refusal?.code ?? null,
              failureMessage: refusal?.message ?? null,
              metadata: input.metadata ?? {},
              createdAt: now,
            })
            .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
            .returning();
          if (!row) throw new KeyTaken();
          await events.emit(tx, row.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed', {
            charge: row.id,
            customer: row.customerRef,
            amount: row.amount,
            currency: row.currency,
            failure_code: row.failureCode,
            metadata: row.metadata,
          });
          return presentCharge(row, false);
        });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const taken = await replay(input, requestHash);
        if (!taken) throw error;
        return taken;
      }
      await events.deliverEvents();
      return result;
    },
  };
}

/**
 * Checks the charge's source inside its transaction and, for a one-off wallet authorization,
 * captures it: why the source cannot pay (null when it can), and the references the charge row
 * keeps.
 */
async function takeFromSource(tx: Tx, input: ChargeInput, now: Date) {
  const references = {
    paymentMethodId: null as string | null,
    walletAuthorizationId: null as string | null,
    walletAgreementId: null as string | null,
  };
  const { source, customerRef } = input;
  if (source.kind === 'wallet_agreement') {
    references.walletAgreementId = source.walletAgreementRef;
    const [agreement] = await tx
      .select()
      .from(sandboxWalletAgreements)
      .where(
        and(
          eq(sandboxWalletAgreements.id, source.walletAgreementRef),
          eq(sandboxWalletAgreements.customerRef, customerRef),
        ),
      );
    const refusal =
      agreement?.status === 'active'
        ? null
        : { code: 'wallet_agreement_inactive', message: SANDBOX_MESSAGES.agreementInactive };
    return { refusal, references };
  }
  if (source.kind === 'card') {
    references.paymentMethodId = source.paymentMethodRef;
    const [card] = await tx
      .select()
      .from(sandboxPaymentMethods)
      .where(
        and(
          eq(sandboxPaymentMethods.id, source.paymentMethodRef),
          eq(sandboxPaymentMethods.customerRef, customerRef),
          isNull(sandboxPaymentMethods.detachedAt),
        ),
      );
    return { refusal: cardRefusal(card?.outcome), references };
  }
  references.walletAuthorizationId = source.walletAuthorizationRef;
  const [wallet] = await tx
    .select()
    .from(sandboxWalletAuthorizations)
    .where(eq(sandboxWalletAuthorizations.id, source.walletAuthorizationRef))
    .for('update');
  const refusal = walletCaptureRefusal(wallet, customerRef, input.amount, now);
  if (!refusal) {
    await tx
      .update(sandboxWalletAuthorizations)
      .set({ status: 'captured' })
      .where(eq(sandboxWalletAuthorizations.id, source.walletAuthorizationRef));
  }
  return { refusal, references };
}
