import { and, eq, isNull } from 'drizzle-orm';
import { type SandboxCardOutcome, sandboxPaymentMethods, sandboxTokens } from '../../db/schema';
import type { AttachCardResult, PaymentProvider } from '../index';
import { type SandboxOptions, sandboxId } from './context';
import { SANDBOX_MESSAGES } from './testCards';

/** Saved cards: a token from the browser is spent to vault a card, which can be detached. */
export function sandboxCards({
  db,
  clock,
}: SandboxOptions): Pick<PaymentProvider, 'attachCard' | 'detachCard'> {
  return {
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
  };
}

/** Why a saved card with this test outcome cannot pay (`undefined`: no such card), or null. */
export function cardRefusal(outcome: SandboxCardOutcome | undefined) {
  if (outcome === undefined) return { code: 'card_missing', message: SANDBOX_MESSAGES.cardMissing };
  if (outcome === 'decline' || outcome === 'charge_decline') {
    return { code: 'card_declined', message: SANDBOX_MESSAGES.declined };
  }
  // A card failing the CVC check is never vaulted; should one be, it cannot pay either.
  if (outcome === 'cvc_fail') return { code: 'incorrect_cvc', message: SANDBOX_MESSAGES.cvcFailed };
  return null;
}
