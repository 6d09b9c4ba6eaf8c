import { type CardFields, cardBrand, cardLastFour } from '@backline/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  sandboxTokens,
  sandboxWalletAgreements,
  sandboxWalletAuthorizations,
} from '../../db/schema';
import { sandboxId } from './context';
import { SANDBOX_TOKEN_LIFETIME_MS, sandboxCardOutcome } from './testCards';

/*
 * What a real provider does in the browser — its card script and its wallet approval page —
 * done by the sandbox behind our own routes (POST /api/billing/tokens and the
 * /sandbox/paypal/approve page). The rest of the API never calls these.
 */

interface SandboxBrowserDeps {
  db: Db;
  clock: Clock;
}

/**
 * Turns a card (already checked by the domain's card schema) into a one-use token. The number
 * itself is dropped here: only its test outcome, last four digits, brand and expiry are kept.
 */
export async function createCardToken(
  deps: SandboxBrowserDeps,
  customerRef: string,
  card: CardFields,
): Promise<{ token: string; last_four: string; card_type: string }> {
  const now = deps.clock.now();
  const year = Number(card.year.length === 2 ? `20${card.year}` : card.year);
  const token = sandboxId('tok');
  const lastFour = cardLastFour(card.number);
  const cardType = cardBrand(card.number);
  await deps.db.insert(sandboxTokens).values({
    id: token,
    customerRef,
    lastFour,
    cardType,
    expMonth: Number(card.month),
    expYear: year,
    outcome: sandboxCardOutcome(card.number),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SANDBOX_TOKEN_LIFETIME_MS),
  });
  return { token, last_four: lastFour, card_type: cardType };
}

/** The approval page's view of an authorization, for its own buyer only. */
export async function walletAuthorizationForBuyer(
  deps: SandboxBrowserDeps,
  id: string,
  customerRef: string,
) {
  const [row] = await deps.db
    .select()
    .from(sandboxWalletAuthorizations)
    .where(
      and(
        eq(sandboxWalletAuthorizations.id, id),
        eq(sandboxWalletAuthorizations.customerRef, customerRef),
      ),
    );
  if (!row) return walletAgreementForBuyer(deps, id, customerRef);
  return {
    id: row.id,
    /** A payment of `amount` now, or an agreement to charges to come (decision 020). */
    mode: 'payment' as 'payment' | 'agreement',
    amount: row.amount as number | null,
    currency: row.currency,
    description: row.description,
    status: row.status,
    expired: row.expiresAt.getTime() <= deps.clock.now().getTime(),
    return_url: row.returnUrl,
    cancel_url: row.cancelUrl,
  };
}

/** A billing agreement shown on the same approval page: no amount, charges to come. */
async function walletAgreementForBuyer(deps: SandboxBrowserDeps, id: string, customerRef: string) {
  const [row] = await deps.db
    .select()
    .from(sandboxWalletAgreements)
    .where(
      and(eq(sandboxWalletAgreements.id, id), eq(sandboxWalletAgreements.customerRef, customerRef)),
    );
  if (!row) return null;
  const open = row.status === 'created' || row.status === 'approved';
  return {
    id: row.id,
    mode: 'agreement' as 'payment' | 'agreement',
    amount: null as number | null,
    currency: 'usd',
    description: row.description,
    // The page offers Approve/Cancel while `created` or `approved`; an active one is closed.
    status: (open ? row.status : row.status === 'active' ? 'captured' : 'cancelled') as
      | 'created'
      | 'approved'
      | 'cancelled'
      | 'captured',
    expired: open && row.expiresAt.getTime() <= deps.clock.now().getTime(),
    return_url: row.returnUrl,
    cancel_url: row.cancelUrl,
  };
}

/**
 * The buyer approves (or cancels) on the approval page; answers where the browser goes next,
 * or null when the authorization is not theirs or no longer open. Approving twice is harmless.
 */
export async function decideWalletAuthorization(
  deps: SandboxBrowserDeps,
  id: string,
  customerRef: string,
  decision: 'approve' | 'cancel',
  payerEmail: string,
): Promise<{ redirect_to: string } | null> {
  const now = deps.clock.now();
  const open = ['created', 'approved'] as const;
  const [row] = await deps.db
    .update(sandboxWalletAuthorizations)
    .set(
      decision === 'approve'
        ? { status: 'approved', approvedAt: now, payerEmail }
        : { status: 'cancelled' },
    )
    .where(
      and(
        eq(sandboxWalletAuthorizations.id, id),
        eq(sandboxWalletAuthorizations.customerRef, customerRef),
        inArray(sandboxWalletAuthorizations.status, [...open]),
      ),
    )
    .returning();
  if (!row) return decideWalletAgreement(deps, id, customerRef, decision, payerEmail);
  if (decision === 'cancel') return { redirect_to: row.cancelUrl };
  // The wallet hands its token back on the return address, as PayPal does.
  const back = new URL(row.returnUrl);
  back.searchParams.set('token', row.id);
  return { redirect_to: back.toString() };
}

async function decideWalletAgreement(
  deps: SandboxBrowserDeps,
  id: string,
  customerRef: string,
  decision: 'approve' | 'cancel',
  payerEmail: string,
): Promise<{ redirect_to: string } | null> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(sandboxWalletAgreements)
    .set(
      decision === 'approve'
        ? { status: 'approved', approvedAt: now, payerEmail }
        : { status: 'cancelled' },
    )
    .where(
      and(
        eq(sandboxWalletAgreements.id, id),
        eq(sandboxWalletAgreements.customerRef, customerRef),
        inArray(sandboxWalletAgreements.status, ['created', 'approved']),
      ),
    )
    .returning();
  if (!row) return null;
  if (decision === 'cancel') return { redirect_to: row.cancelUrl };
  const back = new URL(row.returnUrl);
  back.searchParams.set('token', row.id);
  return { redirect_to: back.toString() };
}
