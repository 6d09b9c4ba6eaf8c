import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_COOKIE_NAME,
  AFFILIATE_SIGNUPS_PAGE_SIZE,
  type AffiliatePaymentRow,
  type AffiliateSignupsPage,
  type AgreementSubmission,
  domainText,
  isAffiliateAttributionValid,
  type PayeeAccount,
  payeeAccountSchema,
} from '@backline/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import {
  affiliateEarnings,
  affiliatePartners,
  affiliateReferrals,
  affiliateTraffic,
} from '../db/schema';
import type { ApiDeps } from '../deps';
import type { RateRule } from '../security/rateLimit';
import { signingKey } from '../security/signedLinks';
import { parseInput, ServiceError, tooManyAttempts } from './errors';
import { isUuid } from './ids';

type PartnerRow = typeof affiliatePartners.$inferSelect;
type AffiliateDeps = Pick<ApiDeps, 'db' | 'clock'>;
type VisitDeps = Pick<ApiDeps, 'db' | 'clock' | 'rateLimiter'>;

/** The UTC calendar day of an instant, "YYYY-MM-DD" (the traffic row's day). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Part 2 §3 "Affiliate partner info" and the is_affiliate_partner flag (§6). */
export interface AffiliatePartnerResponse {
  is_affiliate_partner: boolean;
  account: { id: string } | null;
  agreement: {
    signed_at: string | null;
    partner_name: string | null;
    entity_type: string | null;
  };
}

export async function partnerOfUser(db: Db | Tx, userId: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select()
    .from(affiliatePartners)
    .where(eq(affiliatePartners.userId, userId));
  return row ?? null;
}

export function presentPartner(row: PartnerRow | null): AffiliatePartnerResponse {
  if (!row) {
    return {
      is_affiliate_partner: false,
      account: null,
      agreement: { signed_at: null, partner_name: null, entity_type: null },
    };
  }
  return {
    is_affiliate_partner: true,
    account: { id: row.id },
    agreement: {
      signed_at: row.signedAt.toISOString(),
      partner_name: row.partnerName,
      entity_type: row.entityType,
    },
  };
}

/**
 * POST /users/{id}/affiliate_partner: signs the agreement once (part 2 §4). Signing again
 * answers the agreement already executed, unchanged: the executed date never moves.
 */
export async function signAgreement(
  deps: AffiliateDeps,
  userId: string,
  submission: AgreementSubmission,
): Promise<AffiliatePartnerResponse> {
  const now = deps.clock.now();
  await deps.db
    .insert(affiliatePartners)
    .values({
      userId,
      partnerName: submission.partner_name,
      entityType: submission.entity_type,
      signedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: affiliatePartners.userId });
  return presentPartner(await partnerOfUser(deps.db, userId));
}

/** Part 2 §6: a non-partner's payee calls answer 400 with the not-an-affiliate message. */
async function requirePartner(db: Db, userId: string): Promise<PartnerRow> {
  const partner = await partnerOfUser(db, userId);
  if (!partner) throw new ServiceError('invalid', { error: domainText('payee.notAffiliate') });
  return partner;
}

function presentPayee(row: PartnerRow): PayeeAccount & { updated_at: string | null } {
  return {
    address: {
      phone_last_4: row.phoneLast4 ?? '',
      address1: row.address1 ?? '',
      address2: row.address2 ?? null,
      city: row.city ?? '',
      state: row.state ?? '',
      postal_code: row.postalCode ?? '',
      country: row.country ?? '',
    },
    venmo_user_id: row.venmoUserId ?? '',
    tax_identifier: row.taxIdentifier ?? null,
    updated_at: row.payeeUpdatedAt?.toISOString() ?? null,
  };
}

/** GET /affiliate_partners: the partner's payee account (400 for a non-partner). */
export async function getPayee(deps: AffiliateDeps, userId: string) {
  return presentPayee(await requirePartner(deps.db, userId));
}

/** POST /affiliate_partners: the payee update, checked with part 2 §5's rules. */
export async function updatePayee(deps: AffiliateDeps, userId: string, body: unknown) {
  const partner = await requirePartner(deps.db, userId);
  const payee = parseInput(payeeAccountSchema, body);
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(affiliatePartners)
    .set({
      phoneLast4: payee.address.phone_last_4,
      address1: payee.address.address1,
      address2: payee.address.address2 || null,
      city: payee.address.city,
      state: payee.address.state,
      postalCode: payee.address.postal_code,
      country: payee.address.country.toUpperCase(),
      venmoUserId: payee.venmo_user_id,
      taxIdentifier: payee.tax_identifier || null,
      payeeUpdatedAt: now,
      updatedAt: now,
    })
    .where(eq(affiliatePartners.id, partner.id))
    .returning();
  if (!row) throw new Error('The partner row was not updated.');
  return presentPayee(row);
}

/** Part 2 §7 "per_page (10), page (from 0)". */
export const signupsQuerySchema = z.object({
  per_page: z.coerce
    .number({ error: 'per_page must be a whole number from 1 to 100.' })
    .int('per_page must be a whole number from 1 to 100.')
    .min(1, 'per_page must be a whole number from 1 to 100.')
    .max(100, 'per_page must be a whole number from 1 to 100.')
    .default(AFFILIATE_SIGNUPS_PAGE_SIZE),
  page: z.coerce
    .number({ error: 'page must be a whole number from 0.' })
    .int('page must be a whole number from 0.')
    .min(0, 'page must be a whole number from 0.')
    .max(100_000, 'page must be a whole number from 0.')
    .default(0),
});

/** GET /affiliate_partners/signups: traffic rows, newest day first; `next` is the next page. */
export async function signups(
  deps: AffiliateDeps,
  userId: string,
  query: z.output<typeof signupsQuerySchema>,
): Promise<AffiliateSignupsPage> {
  const partner = await requirePartner(deps.db, userId);
  const rows = await deps.db
    .select({
      day: affiliateTraffic.day,
      visits: affiliateTraffic.visits,
      signups: affiliateTraffic.signups,
    })
    .from(affiliateTraffic)
    .where(eq(affiliateTraffic.partnerId, partner.id))
    .orderBy(desc(affiliateTraffic.day))
    .limit(query.per_page + 1)
    .offset(query.page * query.per_page);
  const more = rows.length > query.per_page;
  return {
    traffics: rows.slice(0, query.per_page),
    next: more ? query.page + 1 : null,
  };
}

/** GET /affiliate_partners/payments: the monthly earnings rows, newest month first. */
export async function payments(
  deps: AffiliateDeps,
  userId: string,
): Promise<{ payments: AffiliatePaymentRow[] }> {
  const partner = await requirePartner(deps.db, userId);
  const rows = await deps.db
    .select()
    .from(affiliateEarnings)
    .where(eq(affiliateEarnings.partnerId, partner.id))
    .orderBy(desc(affiliateEarnings.year), desc(affiliateEarnings.month));
  return {
    payments: rows.map((row) => ({
      month: row.month,
      year: row.year,
      subscriptions: row.subscriptions,
      jamtracks_sold: row.jamtracksSold,
      due_amount_in_cents: row.dueAmountCents,
    })),
  };
}

/** A partner whose links are live: it exists (it signed the agreement, part 2 §2). */
async function livePartner(db: Db | Tx, partnerId: string): Promise<PartnerRow | null> {
  if (!isUuid(partnerId)) return null;
  const [row] = await db
    .select()
    .from(affiliatePartners)
    .where(eq(affiliatePartners.id, partnerId.toLowerCase()));
  return row ?? null;
}

export const visitBodySchema = z.object({
  affiliate: z
    .string({ error: 'affiliate is required.' })
    .trim()
    .min(1, 'affiliate is required.')
    .max(100, 'affiliate is too long.'),
});

/** The companion cookie: when the click happened, signed, so the server can end attribution. */
export const AFFILIATE_STAMP_COOKIE_NAME = 'affiliate_visitor_at';
const STAMP_KEY = 'affiliate-visitor';

const stampSignature = (key: Buffer, partnerId: string, at: number) =>
  createHmac('sha256', key).update(`affiliate:${partnerId}:${at}`).digest('base64url');

async function visitStamp(db: Db, partnerId: string, at: Date): Promise<string> {
  const time = at.getTime();
  return `${time}.${stampSignature(await signingKey(db, STAMP_KEY), partnerId, time)}`;
}

/** When the click behind `stamp` happened, or null when the stamp was not made by us for it. */
async function stampTime(db: Db, partnerId: string, stamp: string): Promise<Date | null> {
  const [time, signature, ...rest] = stamp.split('.');
  if (!time || !signature || rest.length > 0 || !/^\d{1,15}$/.test(time)) return null;
  const expected = Buffer.from(
    stampSignature(await signingKey(db, STAMP_KEY), partnerId, Number(time)),
    'base64url',
  );
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return new Date(Number(time));
}

export interface VisitCookie {
  name: string;
  value: string;
  max_age: number;
}

export interface VisitOutcome {
  /** The web server sets `cookies` (affiliate_visitor holds the code, part 2 §9: 86 400 s). */
  set_cookie: boolean;
  /** A visit was added to the partner's day. */
  counted: boolean;
  cookies: VisitCookie[];
}

/**
 * Visit posts per address (decision 036): a page load makes one, so a person browsing is far
 * below this; a script posting in a loop gets 429 and counts nothing.
 */
export const AFFILIATE_VISITS_PER_IP: RateRule = {
  name: 'affiliate-visit-ip',
  limit: 60,
  windowMs: 15 * 60_000,
};

/**
 * One counted visit per partner per address per UTC day (decision 036): the rule's fixed
 * windows are UTC days, and a second hit in the same day is "not allowed", i.e. not counted.
 */
export const AFFILIATE_VISITOR_DAY: RateRule = {
  name: 'affiliate-visitor-day',
  limit: 1,
  windowMs: 86_400_000,
};

/** Who posted the visit: the caller's address, and the signed-in person if any. */
export interface Visitor {
  ip: string;
  userId: string | null;
}

const NOTHING: VisitOutcome = { set_cookie: false, counted: false, cookies: [] };

/**
 * POST /affiliate_visits (decisions 019 and 036): a page was opened with `?affiliate=<code>`.
 * Nothing is recorded for the partner's own session (their own click attributes nothing, not
 * even a second account signed up in the same browser afterwards), nor for a browser already
 * carrying the same code in its affiliate_visitor cookie (which lives a day). Otherwise answers
 * the cookies to set, affiliate_visitor (the code) and affiliate_visitor_at (the signed click
 * time), and counts one visit on the partner's UTC day unless this address was already counted
 * for the partner that day. Posts beyond AFFILIATE_VISITS_PER_IP answer 429.
 */
export async function recordVisit(
  deps: VisitDeps,
  code: string,
  currentCookie: string | undefined,
  visitor: Visitor,
): Promise<VisitOutcome> {
  const limited = await deps.rateLimiter.hit(AFFILIATE_VISITS_PER_IP, visitor.ip);
  if (!limited.allowed) throw tooManyAttempts(limited.retryAfterSeconds);
  const partner = await livePartner(deps.db, code);
  if (!partner || currentCookie?.toLowerCase() === partner.id) return NOTHING;
  if (visitor.userId !== null && visitor.userId === partner.userId) return NOTHING;
  const now = deps.clock.now();
  const firstToday = await deps.rateLimiter.hit(
    AFFILIATE_VISITOR_DAY,
    `${partner.id}:${visitor.ip}`,
  );
  if (firstToday.allowed) {
    await deps.db
      .insert(affiliateTraffic)
      .values({ partnerId: partner.id, day: utcDay(now), visits: 1, signups: 0 })
      .onConflictDoUpdate({
        target: [affiliateTraffic.partnerId, affiliateTraffic.day],
        set: { visits: sql`${affiliateTraffic.visits} + 1` },
      });
  }
  const max_age = AFFILIATE_COOKIE_MAX_AGE_SECONDS;
  return {
    set_cookie: true,
    counted: firstToday.allowed,
    cookies: [
      { name: AFFILIATE_COOKIE_NAME, value: partner.id, max_age },
      {
        name: AFFILIATE_STAMP_COOKIE_NAME,
        value: await visitStamp(deps.db, partner.id, now),
        max_age,
      },
    ],
  };
}

/**
 * The partner a sign-up is attributed to: the affiliate_visitor code, when its signed click time
 * is less than the cookie's day old (part 2 §9, domain isAffiliateAttributionValid).
 */
export async function attributableCode(
  deps: AffiliateDeps,
  code: string | undefined,
  stamp: string | undefined,
): Promise<string | undefined> {
  const partnerId = code?.trim().toLowerCase();
  if (!partnerId || !stamp || !isUuid(partnerId)) return undefined;
  const clickedAt = await stampTime(deps.db, partnerId, stamp);
  if (!clickedAt || !isAffiliateAttributionValid(clickedAt, deps.clock.now())) return undefined;
  return partnerId;
}

/**
 * Attribution at registration (part 2 §9 "the customer must register in the same session as
 * the link click"): the affiliate_visitor cookie's code, when it names a partner who is not the
 * new person, attributes them and counts a signup on the partner's day. Runs in the sign-up's
 * transaction.
 */
export async function attributeSignup(
  tx: Db | Tx,
  code: string | undefined,
  userId: string,
  now: Date,
): Promise<void> {
  if (!code) return;
  const partner = await livePartner(tx, code.trim());
  if (!partner || partner.userId === userId) return;
  await tx
    .insert(affiliateReferrals)
    .values({ userId, partnerId: partner.id, registeredAt: now })
    .onConflictDoNothing();
  await tx
    .insert(affiliateTraffic)
    .values({ partnerId: partner.id, day: utcDay(now), visits: 0, signups: 1 })
    .onConflictDoUpdate({
      target: [affiliateTraffic.partnerId, affiliateTraffic.day],
      set: { signups: sql`${affiliateTraffic.signups} + 1` },
    });
}
