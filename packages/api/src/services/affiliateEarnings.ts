import { affiliateFeeCents, isAffiliateFeeProduct, isQualifyingPurchase } from '@backline/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  affiliateEarnings,
  affiliateReferrals,
  invoices,
  orderLines,
  orders,
  users,
} from '../db/schema';
import type { ApiDeps } from '../deps';

/** One partner's earnings, asked for when a sale of theirs is paid (decision 022). */
export const AFFILIATE_PARTNER_EARNINGS_QUEUE = 'affiliate-earnings-partner';

type EarningsDeps = Pick<ApiDeps, 'db' | 'logger'>;

interface MonthTotals {
  plans: Map<string, number>;
  jamtracksSold: number;
  netRevenueCents: number;
}

/** [start, end) of a UTC calendar month, `month` 1–12. */
function monthRange(year: number, month: number): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)) };
}

/**
 * The earnings of one month (decision 019), rewritten from the ledger each run so a run is
 * idempotent: paid JamTrack orders (subtotal, tax excluded; JamTracks sold = paid, non-free
 * lines) and paid subscription invoices of attributed customers, each counted only when paid
 * within 3 years of the customer's registration; the partner earns 30 % of the month's net.
 */
export async function computeMonthEarnings(
  deps: EarningsDeps,
  year: number,
  month: number,
  now: Date,
  partnerId?: string,
): Promise<number> {
  const { start, end } = monthRange(year, month);
  // Only this partner's customers when given (the run after a sale), everyone's otherwise.
  const ofPartner = partnerId ? eq(affiliateReferrals.partnerId, partnerId) : undefined;
  const totals = new Map<string, MonthTotals>();
  const of = (partnerId: string) => {
    let entry = totals.get(partnerId);
    if (!entry) {
      entry = { plans: new Map(), jamtracksSold: 0, netRevenueCents: 0 };
      totals.set(partnerId, entry);
    }
    return entry;
  };

  const paidOrders = await deps.db
    .select({
      id: orders.id,
      partnerId: affiliateReferrals.partnerId,
      registeredAt: users.createdAt,
      paidAt: orders.paidAt,
      subtotal: orders.subtotal,
    })
    .from(orders)
    .innerJoin(affiliateReferrals, eq(affiliateReferrals.userId, orders.userId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(eq(orders.status, 'paid'), gte(orders.paidAt, start), lt(orders.paidAt, end), ofPartner),
    );
  const qualifying = paidOrders.filter(
    (order) => order.paidAt && isQualifyingPurchase(order.registeredAt, order.paidAt),
  );
  const soldByOrder = new Map<string, number>();
  if (qualifying.length > 0) {
    const sold = await deps.db
      .select({
        orderId: orderLines.orderId,
        count: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      })
      .from(orderLines)
      .where(
        and(
          inArray(
            orderLines.orderId,
            qualifying.map((order) => order.id),
          ),
          eq(orderLines.free, false),
        ),
      )
      .groupBy(orderLines.orderId);
    for (const row of sold) soldByOrder.set(row.orderId, Number(row.count));
  }
  for (const order of qualifying) {
    if (!isAffiliateFeeProduct({ kind: 'jamtrack' })) continue;
    const entry = of(order.partnerId);
    entry.netRevenueCents += order.subtotal;
    entry.jamtracksSold += soldByOrder.get(order.id) ?? 0;
  }

  const paidInvoices = await deps.db
    .select({
      partnerId: affiliateReferrals.partnerId,
      registeredAt: users.createdAt,
      createdAt: invoices.createdAt,
      planCode: invoices.planCode,
      amount: invoices.amount,
    })
    .from(invoices)
    .innerJoin(affiliateReferrals, eq(affiliateReferrals.userId, invoices.userId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(
      and(
        eq(invoices.status, 'paid'),
        gte(invoices.createdAt, start),
        lt(invoices.createdAt, end),
        ofPartner,
      ),
    );
  for (const invoice of paidInvoices) {
    if (!isQualifyingPurchase(invoice.registeredAt, invoice.createdAt)) continue;
    if (!isAffiliateFeeProduct({ kind: 'subscription', planCode: invoice.planCode })) continue;
    const entry = of(invoice.partnerId);
    entry.netRevenueCents += invoice.amount;
    entry.plans.set(invoice.planCode, (entry.plans.get(invoice.planCode) ?? 0) + 1);
  }

  for (const [partnerId, entry] of totals) {
    const values = {
      subscriptions: [...entry.plans]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([plan, count]) => ({ plan, count })),
      jamtracksSold: entry.jamtracksSold,
      netRevenueCents: entry.netRevenueCents,
      dueAmountCents: affiliateFeeCents(entry.netRevenueCents),
      computedAt: now,
    };
    await deps.db
      .insert(affiliateEarnings)
      .values({ partnerId, year, month, ...values })
      .onConflictDoUpdate({
        target: [affiliateEarnings.partnerId, affiliateEarnings.year, affiliateEarnings.month],
        set: values,
      });
  }
  return totals.size;
}

/**
 * The earnings run (the jobs in jobs/affiliateEarnings.ts call it), a plain function of `now`: the current month and the one before (sales
 * paid late on the last day land in the right month once the next run sees them).
 */
export async function runAffiliateEarnings(
  deps: EarningsDeps,
  now: Date,
  partnerId?: string,
): Promise<number> {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  let written = await computeMonthEarnings(deps, previous.year, previous.month, now, partnerId);
  written += await computeMonthEarnings(deps, year, month, now, partnerId);
  return written;
}

/**
 * A sale of `customerId` was paid (an order settled, a subscription invoice paid): when the
 * customer is attributed to a partner, that partner's earnings are recomputed soon instead of at
 * the next hourly run (decision 022). One run per partner waits at a time (the queue's "short"
 * policy): a burst of sales makes one run, and a sale paid while a run is going queues the next. A failure to queue only logs: the
 * sale stands and the hourly run still counts it.
 */
export async function requestPartnerEarnings(
  deps: Pick<ApiDeps, 'db' | 'jobs' | 'logger'>,
  customerId: string,
): Promise<void> {
  try {
    const [referral] = await deps.db
      .select({ partnerId: affiliateReferrals.partnerId })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.userId, customerId));
    if (!referral) return;
    await deps.jobs.send(
      AFFILIATE_PARTNER_EARNINGS_QUEUE,
      { partnerId: referral.partnerId },
      { singletonKey: referral.partnerId },
    );
  } catch (error) {
    deps.logger.error('affiliate earnings: could not queue a partner run', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
