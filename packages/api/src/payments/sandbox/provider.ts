import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import {
  type SandboxCardOutcome,
  sandboxCharges,
  sandboxEvents,
  sandboxPaymentMethods,
  sandboxTokens,
  sandboxWalletAgreements,
  sandboxWalletAuthorizations,
} from '../../db/schema';
import {
  type AttachCardResult,
  type ChargeInput,
  type ChargeResult,
  IdempotencyConflictError,
  type PaymentEvent,
  type PaymentProvider,
  type WalletAgreement,
  type WalletAuthorization,
} from '../index';
import { SANDBOX_MESSAGES, SANDBOX_WALLET_LIFETIME_MS } from './testCards';

export const SANDBOX_PROVIDER = 'sandbox';
/** The header a webhook's signature travels in: `t=<seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
/** A webhook older than this is refused, so a captured one cannot be replayed later. */
export const SANDBOX_EVENT_TOLERANCE_MS = 5 * 60 * 1000;

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

const CURRENCY = 'usd';

type WalletRow = typeof sandboxWalletAuthorizations.$inferSelect;
type ChargeRow = typeof sandboxCharges.$inferSelect;
type AgreementRow = typeof sandboxWalletAgreements.$inferSelect;

/**
 * JSON with every object's keys sorted: the body an event is signed and delivered as. (The
 * payload is kept as jsonb, which does not keep key order.)
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Signs `<seconds>.<body>` as providers do; the header carries both. */
export function signSandboxPayload(secret: string, body: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${mac}`;
}

export type SandboxProvider = PaymentProvider & {
  /** Hands every undelivered event to `deliver`, oldest first. */
  deliverEvents(): Promise<void>;
};

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, clock } = options;
  const approvalUrl = (id: string) =>
    `${options.publicUrl}/sandbox/paypal/approve/${encodeURIComponent(id)}`;

  const presentWallet = (row: WalletRow): WalletAuthorization => ({
    id: row.id,
    customerRef: row.customerRef,
    amount: row.amount,
    description: row.description,
    status: row.status,
    expired: row.expiresAt.getTime() <= clock.now().getTime(),
    expiresAt: row.expiresAt,
    approvalUrl: approvalUrl(row.id),
    returnUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
  });

  const presentAgreement = (row: AgreementRow): WalletAgreement => ({
    id: row.id,
    customerRef: row.customerRef,
    description: row.description,
    status: row.status,
    expired:
      (row.status === 'created' || row.status === 'approved') &&
      row.expiresAt.getTime() <= clock.now().getTime(),
    payerEmail: row.payerEmail,
    approvalUrl: approvalUrl(row.id),
  });

  async function agreementOf(customerRef: string, id: string) {
    const [row] = await db
      .select()
      .from(sandboxWalletAgreements)
      .where(
        and(
          eq(sandboxWalletAgreements.id, id),
          eq(sandboxWalletAgreements.customerRef, customerRef),
        ),
      );
    return row;
  }

  const presentCharge = (row: ChargeRow, replayed: boolean): ChargeResult => ({
    ref: row.id,
    status: row.status,
    amount: row.amount,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    replayed,
  });

  async function emit(tx: Db | Tx, type: string, data: Record<string, unknown>) {
    const id = sandboxId('evt');
    const createdAt = clock.now();
    const payload = { id, type, created: Math.floor(createdAt.getTime() / 1000), data };
    const signature = signSandboxPayload(options.webhookSecret, canonicalJson(payload), createdAt);
    await tx.insert(sandboxEvents).values({ id, type, payload, signature, createdAt });
  }

  /** Why a wallet authorization cannot be captured for `amount`, or null when it can. */
  function walletRefusal(row: WalletRow | undefined, customerRef: string, amount: number) {
    if (!row || row.customerRef !== customerRef) {
      return { code: 'wallet_not_found', message: SANDBOX_MESSAGES.walletNotApproved };
    }
    if (row.status === 'captured') {
      return { code: 'wallet_captured', message: SANDBOX_MESSAGES.walletCaptured };
    }
    if (row.expiresAt.getTime() <= clock.now().getTime()) {
      return { code: 'wallet_expired', message: SANDBOX_MESSAGES.walletExpired };
    }
    if (row.status !== 'approved') {
      return { code: 'wallet_not_approved', message: SANDBOX_MESSAGES.walletNotApproved };
    }
    if (row.amount !== amount) {
      return { code: 'amount_mismatch', message: SANDBOX_MESSAGES.walletAmountMismatch };
    }
    return null;
  }

  async function deliverEvents() {
    const deliver = options.deliver;
    if (!deliver) return;
    const rows = await db
      .select()
      .from(sandboxEvents)
      .where(isNull(sandboxEvents.deliveredAt))
      .orderBy(sandboxEvents.createdAt, sandboxEvents.id);
    for (const row of rows) {
      try {
        await deliver({ body: canonicalJson(row.payload), signature: row.signature });
      } catch (error) {
        options.onDeliveryError?.(error);
        return;
      }
      await db
        .update(sandboxEvents)
        .set({ deliveredAt: clock.now() })
        .where(eq(sandboxEvents.id, row.id));
    }
  }

  /** Thrown inside the transaction when another request took the key first: roll back, replay. */
  class KeyTaken extends Error {}

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
    name: SANDBOX_PROVIDER,

    async attachCard({ customerRef, token }): Promise<AttachCardResult> {
      const now = clock.now();
      // Spend the token: one use, by the customer who made it, before it lapses.
      const [spent] = await db
        .update(sandboxTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxTokens.id, token),
            eq(sandboxTokens.customerRef, customerRef),
            isNull(sandboxTokens.usedAt),
          ),
        )
        .returning();
      if (!spent || spent.expiresAt.getTime() <= now.getTime()) {
        return { ok: false, errors: { message: [SANDBOX_MESSAGES.tokenInvalid] } };
      }
      if (spent.outcome === 'cvc_fail') {
        return { ok: false, errors: { verification_value: [SANDBOX_MESSAGES.cvcFailed] } };
      }
      // The zero-amount check a provider runs before it vaults a card: the issuer refuses a
      // declined card here, so it is never kept, never offered again.
      if (spent.outcome === 'decline') {
        return { ok: false, errors: { number: [SANDBOX_MESSAGES.declined] } };
      }
      const id = sandboxId('pm');
      await db.insert(sandboxPaymentMethods).values({
        id,
        customerRef,
        lastFour: spent.lastFour,
        cardType: spent.cardType,
        expMonth: spent.expMonth,
        expYear: spent.expYear,
        outcome: spent.outcome,
        createdAt: now,
      });
      return {
        ok: true,
        paymentMethodRef: id,
        lastFour: spent.lastFour,
        cardType: spent.cardType,
        expMonth: spent.expMonth,
        expYear: spent.expYear,
      };
    },

    async detachCard({ customerRef, paymentMethodRef }) {
      await db
        .update(sandboxPaymentMethods)
        .set({ detachedAt: clock.now() })
        .where(
          and(
            eq(sandboxPaymentMethods.id, paymentMethodRef),
            eq(sandboxPaymentMethods.customerRef, customerRef),
          ),
        );
    },

    async findCharge(idempotencyKey): Promise<ChargeResult | null> {
      const [row] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
      return row ? presentCharge(row, true) : null;
    },

    async charge(input): Promise<ChargeResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new RangeError(`A charge needs a positive amount of cents, got ${input.amount}`);
      }
      const requestHash = createHash('sha256')
        .update(
          JSON.stringify([
            input.customerRef,
            input.source,
            input.amount,
            CURRENCY,
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
          let outcome: { code: string; message: string } | null = null;
          let paymentMethodId: string | null = null;
          let walletAuthorizationId: string | null = null;
          let walletAgreementId: string | null = null;
          if (input.source.kind === 'wallet_agreement') {
            walletAgreementId = input.source.walletAgreementRef;
            const [agreement] = await tx
              .select()
              .from(sandboxWalletAgreements)
              .where(
                and(
                  eq(sandboxWalletAgreements.id, walletAgreementId),
                  eq(sandboxWalletAgreements.customerRef, input.customerRef),
                ),
              );
            outcome =
              agreement?.status === 'active'
                ? null
                : {
                    code: 'wallet_agreement_inactive',
                    message: SANDBOX_MESSAGES.agreementInactive,
                  };
          } else if (input.source.kind === 'card') {
            paymentMethodId = input.source.paymentMethodRef;
            const [card] = await tx
              .select()
              .from(sandboxPaymentMethods)
              .where(
                and(
                  eq(sandboxPaymentMethods.id, paymentMethodId),
                  eq(sandboxPaymentMethods.customerRef, input.customerRef),
                  isNull(sandboxPaymentMethods.detachedAt),
                ),
              );
            outcome = cardRefusal(card?.outcome);
          } else {
            walletAuthorizationId = input.source.walletAuthorizationRef;
            const [wallet] = await tx
              .select()
              .from(sandboxWalletAuthorizations)
              .where(eq(sandboxWalletAuthorizations.id, walletAuthorizationId))
              .for('update');
            outcome = walletRefusal(wallet, input.customerRef, input.amount);
            if (!outcome) {
              await tx
                .update(sandboxWalletAuthorizations)
                .set({ status: 'captured' })
                .where(eq(sandboxWalletAuthorizations.id, walletAuthorizationId));
            }
          }
          const [row] = await tx
            .insert(sandboxCharges)
            .values({
              id: sandboxId('ch'),
              idempotencyKey: input.idempotencyKey,
              requestHash,
              customerRef: input.customerRef,
              paymentMethodId,
              walletAuthorizationId,
              walletAgreementId,
              amount: input.amount,
              currency: CURRENCY,
              description: input.description,
              status: outcome ? 'failed' : 'succeeded',
              failureCode: outcome?.code ?? null,
              failureMessage: outcome?.message ?? null,
              metadata: input.metadata ?? {},
              createdAt: now,
            })
            .onConflictDoNothing({ target: sandboxCharges.idempotencyKey })
            .returning();
          if (!row) throw new KeyTaken();
          await emit(tx, row.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed', {
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
      await deliverEvents();
      return result;
    },

    async createWalletAuthorization(input) {
      const now = clock.now();
      const [row] = await db
        .insert(sandboxWalletAuthorizations)
        .values({
          id: sandboxId('wa'),
          customerRef: input.customerRef,
          amount: input.amount,
          currency: CURRENCY,
          description: input.description,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          status: 'created',
          createdAt: now,
          expiresAt: new Date(now.getTime() + SANDBOX_WALLET_LIFETIME_MS),
        })
        .returning();
      if (!row) throw new Error('The wallet authorization was not stored.');
      return presentWallet(row);
    },

    async getWalletAuthorization(id) {
      const [row] = await db
        .select()
        .from(sandboxWalletAuthorizations)
        .where(eq(sandboxWalletAuthorizations.id, id));
      return row ? presentWallet(row) : null;
    },

    async createWalletAgreement(input) {
      const now = clock.now();
      const [row] = await db
        .insert(sandboxWalletAgreements)
        .values({
          id: sandboxId('ba'),
          customerRef: input.customerRef,
          description: input.description,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          status: 'created',
          createdAt: now,
          expiresAt: new Date(now.getTime() + SANDBOX_WALLET_LIFETIME_MS),
        })
        .returning();
      if (!row) throw new Error('The wallet agreement was not stored.');
      return presentAgreement(row);
    },

    async activateWalletAgreement({ customerRef, agreementRef }) {
      const row = await agreementOf(customerRef, agreementRef);
      if (!row) {
        return { ok: false, code: 'not_found', message: SANDBOX_MESSAGES.agreementNotFound };
      }
      if (row.status === 'active') return { ok: true, agreement: presentAgreement(row) };
      if (row.status === 'cancelled' || row.status === 'revoked') {
        return { ok: false, code: 'cancelled', message: SANDBOX_MESSAGES.agreementCancelled };
      }
      if (presentAgreement(row).expired) {
        return { ok: false, code: 'expired', message: SANDBOX_MESSAGES.walletExpired };
      }
      if (row.status !== 'approved') {
        return { ok: false, code: 'not_approved', message: SANDBOX_MESSAGES.agreementNotApproved };
      }
      const [active] = await db
        .update(sandboxWalletAgreements)
        .set({ status: 'active', activatedAt: clock.now() })
        .where(
          and(
            eq(sandboxWalletAgreements.id, row.id),
            inArray(sandboxWalletAgreements.status, ['approved', 'active']),
          ),
        )
        .returning();
      if (!active) {
        return { ok: false, code: 'cancelled', message: SANDBOX_MESSAGES.agreementCancelled };
      }
      return { ok: true, agreement: presentAgreement(active) };
    },

    async cancelWalletAgreement({ customerRef, agreementRef }) {
      await db
        .update(sandboxWalletAgreements)
        .set({ status: 'revoked' })
        .where(
          and(
            eq(sandboxWalletAgreements.id, agreementRef),
            eq(sandboxWalletAgreements.customerRef, customerRef),
          ),
        );
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifySandboxEvent(options.webhookSecret, clock, rawBody, signatureHeader);
    },

    deliverEvents,
  };
}

function cardRefusal(outcome: SandboxCardOutcome | undefined) {
  if (outcome === undefined) return { code: 'card_missing', message: SANDBOX_MESSAGES.cardMissing };
  if (outcome === 'decline' || outcome === 'charge_decline') {
    return { code: 'card_declined', message: SANDBOX_MESSAGES.declined };
  }
  // A card failing the CVC check is never vaulted; should one be, it cannot pay either.
  if (outcome === 'cvc_fail') return { code: 'incorrect_cvc', message: SANDBOX_MESSAGES.cvcFailed };
  return null;
}

/** The event when `signatureHeader` signs `rawBody` with `secret` and is recent, else null. */
export function verifySandboxEvent(
  secret: string,
  clock: Clock,
  rawBody: string,
  signatureHeader: string | undefined,
): PaymentEvent | null {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signatureHeader ?? '');
  if (!match) return null;
  const seconds = Number(match[1]);
  const expected = createHmac('sha256', secret).update(`${seconds}.${rawBody}`).digest();
  const given = Buffer.from(match[2] ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Math.abs(clock.now().getTime() - seconds * 1000) > SANDBOX_EVENT_TOLERANCE_MS) return null;
  let payload: { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  try {
    payload = JSON.parse(rawBody) as typeof payload;
  } catch {
    return null;
  }
  if (typeof payload.id !== 'string' || typeof payload.type !== 'string') return null;
  return {
    id: payload.id,
    type: payload.type,
    createdAt: new Date(seconds * 1000),
    data: (payload.data ?? {}) as Record<string, unknown>,
  };
}
