import { and, eq, inArray } from 'drizzle-orm';
import { sandboxWalletAgreements, sandboxWalletAuthorizations } from '../../db/schema';
import type { PaymentProvider, WalletAgreement, WalletAuthorization } from '../index';
import { SANDBOX_CURRENCY, type SandboxOptions, sandboxId } from './context';
import { SANDBOX_MESSAGES, SANDBOX_WALLET_LIFETIME_MS } from './testCards';

type WalletRow = typeof sandboxWalletAuthorizations.$inferSelect;
type AgreementRow = typeof sandboxWalletAgreements.$inferSelect;

type WalletCalls = Pick<
  PaymentProvider,
  | 'createWalletAuthorization'
  | 'getWalletAuthorization'
  | 'createWalletAgreement'
  | 'activateWalletAgreement'
  | 'cancelWalletAgreement'
>;

/**
 * The PayPal-like wallet: a one-off authorization the buyer approves on the sandbox's approval
 * page, then captured by a charge; and a billing agreement for renewals.
 */
export function sandboxWallets({ db, clock, publicUrl }: SandboxOptions): WalletCalls {
  const approvalUrl = (id: string) =>
    `${publicUrl}/sandbox/paypal/approve/${encodeURIComponent(id)}`;

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

  return {
    async createWalletAuthorization(input) {
      const now = clock.now();
      const [row] = await db
        .insert(sandboxWalletAuthorizations)
        .values({
          id: sandboxId('wa'),
          customerRef: input.customerRef,
          amount: input.amount,
          currency: SANDBOX_CURRENCY,
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
  };
}

/** Why a wallet authorization cannot be captured for `amount` at `now`, or null when it can. */
export function walletCaptureRefusal(
  row: WalletRow | undefined,
  customerRef: string,
  amount: number,
  now: Date,
) {
  if (!row || row.customerRef !== customerRef) {
    return { code: 'wallet_not_found', message: SANDBOX_MESSAGES.walletNotApproved };
  }
  if (row.status === 'captured') {
    return { code: 'wallet_captured', message: SANDBOX_MESSAGES.walletCaptured };
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
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
