import type { Cents } from './money';
import { publicArtistPath, publicJamTrackPath } from './publicCatalogue';
import { findPlan } from './subscription';

// Part 2 §9 "Affiliate fee", in the spec's numbers.
export const AFFILIATE_FEE_PERCENT = 30;
export const AFFILIATE_QUALIFICATION_YEARS = 3;
export const AFFILIATE_MINIMUM_PAYABLE_CENTS = 2500;
export const AFFILIATE_REISSUED_CHECK_FEE_CENTS = 5000;
/** Arbitration fees are reimbursed for claims under $10,000. */
export const AFFILIATE_ARBITRATION_REIMBURSEMENT_LIMIT_CENTS = 1_000_000;
/** "Payment quarterly, about 30 days after quarter end". */
export const AFFILIATE_PAYMENT_DAYS_AFTER_QUARTER = 30;
export const AFFILIATE_COOKIE_NAME = 'affiliate_visitor';
export const AFFILIATE_COOKIE_MAX_AGE_SECONDS = 86_400;
/** The query parameter the cookie is captured from and the links carry. */
export const AFFILIATE_QUERY_PARAM = 'affiliate';
// Part 2 §7, §9 page sizes.
export const AFFILIATE_SIGNUPS_PAGE_SIZE = 10;
export const AFFILIATE_AUTOCOMPLETE_LIMIT = 100;
/** Shown in the home link until the partner account has loaded (part 2 §2). */
export const AFFILIATE_CODE_PLACEHOLDER = 'YOUR-AFFILIATE-CODE';
export const AFFILIATE_AGREEMENT_PATH = '/affiliate/agreement';
export const AFFILIATE_PROGRAM_PATH = '/affiliate/program';
export const AFFILIATE_LINKS_PATH = '/affiliate/links';

/** Traffic row of GET /affiliate_partners/signups (part 2 §3); day is "YYYY-MM-DD". */
export interface TrafficRow {
  day: string;
  visits: number;
  signups: number;
}

export interface AffiliateSignupsPage {
  traffics: TrafficRow[];
  next: number | null;
}

/** Affiliate payment row of GET /affiliate_partners/payments (part 2 §3). */
export interface AffiliatePaymentRow {
  month: number;
  year: number;
  subscriptions: { plan: string; count: number }[];
  jamtracks_sold: number;
  due_amount_in_cents: Cents;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "March 2025" (English; the apps format year/month with the user's locale). */
export function affiliateMonthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** Signups grouped by calendar month (part 2 §3): newest month first. */
export interface MonthlyTraffic {
  /** "YYYY-MM", stable key of the row. */
  key: string;
  year: number;
  month: number;
  label: string;
  visits: number;
  signups: number;
}

/** Part 2 §3 "grouped by calendar month into month label, summed visits, summed signups". */
export function groupTrafficByMonth(rows: readonly TrafficRow[]): MonthlyTraffic[] {
  const months = new Map<string, MonthlyTraffic>();
  for (const row of rows) {
    const match = /^(\d{4})-(\d{2})/.exec(row.day);
    if (!match) continue;
    const key = `${match[1]}-${match[2]}`;
    const year = Number(match[1]);
    const month = Number(match[2]);
    const entry = months.get(key) ?? {
      key,
      year,
      month,
      label: affiliateMonthLabel(year, month),
      visits: 0,
      signups: 0,
    };
    entry.visits += row.visits;
    entry.signups += row.signups;
    months.set(key, entry);
  }
  return [...months.values()].sort((a, b) => b.key.localeCompare(a.key));
}

/** The signups query (part 2 §7: per_page 10, page from 0). */
export function affiliateSignupsQuery(page: number): { per_page: number; page: number } {
  return { per_page: AFFILIATE_SIGNUPS_PAGE_SIZE, page };
}

/** One line of the earnings table (part 2 §2 Affiliate earnings). */
export interface EarningsRow {
  key: string;
  label: string;
  subscriptions: { plan: string; planName: string; count: number }[];
  jamtracksSold: number;
  earningsCents: Cents;
}

/** Part 2 §2: month/year, subscriptions per plan with counts, JamTracks sold, earnings; newest first. */
export function earningsRows(payments: readonly AffiliatePaymentRow[]): EarningsRow[] {
  return [...payments]
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((row) => ({
      key: `${row.year}-${String(row.month).padStart(2, '0')}`,
      label: affiliateMonthLabel(row.year, row.month),
      subscriptions: row.subscriptions.map((sold) => ({
        plan: sold.plan,
        planName: findPlan(sold.plan)?.name ?? sold.plan,
        count: sold.count,
      })),
      jamtracksSold: row.jamtracks_sold,
      earningsCents: row.due_amount_in_cents,
    }));
}

/** Part 2 §9: Silver, Gold and Platinum subscriptions and JamTracks earn a fee; Free does not. */
export function isAffiliateFeeProduct(
  product: { kind: 'jamtrack' } | { kind: 'subscription'; planCode: string },
): boolean {
  if (product.kind === 'jamtrack') return true;
  const tier = findPlan(product.planCode)?.tier;
  return tier === 'silver' || tier === 'gold' || tier === 'platinum';
}

/**
 * Part 2 §9 "30% of net revenue": computed in integer cents and rounded down to the whole cent
 * (the partner is never paid a fraction the platform did not earn); no fee on a net of zero or
 * less.
 */
export function affiliateFeeCents(netRevenueCents: Cents): Cents {
  if (netRevenueCents <= 0) return 0;
  return Math.floor((netRevenueCents * AFFILIATE_FEE_PERCENT) / 100);
}

function addUtcYears(date: Date, years: number): Date {
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved;
}

/**
 * Part 2 §9 "A purchase qualifies within 3 years of the customer's registration": from the
 * registration instant (inclusive) to the same instant 3 calendar years later (exclusive).
 */
export function isQualifyingPurchase(registeredAt: Date, at: Date): boolean {
  const time = at.getTime();
  return (
    time >= registeredAt.getTime() &&
    time < addUtcYears(registeredAt, AFFILIATE_QUALIFICATION_YEARS).getTime()
  );
}

/** The value to keep in the affiliate cookie, from the ?affiliate= query value (part 2 §7). */
export function affiliateCookieValue(queryValue: string | null | undefined): string | null {
  const value = queryValue?.trim();
  return value ? value : null;
}

/**
 * Part 2 §9 "holds the affiliate query value for 86400 seconds": an attribution captured at
 * `capturedAt` still counts at `now` for one day (the customer must register in the same session
 * as the click).
 */
export function isAffiliateAttributionValid(capturedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - capturedAt.getTime();
  return elapsed >= 0 && elapsed < AFFILIATE_COOKIE_MAX_AGE_SECONDS * 1000;
}

function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}

/** What the links are built from: the main site, the code, and whether the agreement is signed. */
export interface AffiliateLinkContext {
  /**
   * The origin that serves the public JamTrack and artist pages (decision 023): this app's
   * public address (PUBLIC_URL), e.g. "https://backline.example".
   */
  siteUrl: string;
  /** The partner account id, or null while loading. */
  code: string | null;
  /** Unsigned agreement → every link points to /affiliate/agreement (part 2 §2). */
  signed: boolean;
}

function codeOf(context: AffiliateLinkContext): string {
  return encodeURIComponent(context.code ?? AFFILIATE_CODE_PLACEHOLDER);
}

/** Home-page link: `<site>/?affiliate=<partner id>`. */
export function affiliateHomeLink(context: AffiliateLinkContext): string {
  if (!context.signed) return AFFILIATE_AGREEMENT_PATH;
  return `${withoutTrailingSlash(context.siteUrl)}/?${AFFILIATE_QUERY_PARAM}=${codeOf(context)}`;
}

/** Song link: the JamTrack's public page (`/jamtracks/<slug>`, decision 023). */
export function affiliateSongLink(context: AffiliateLinkContext, song: { slug: string }): string {
  if (!context.signed) return AFFILIATE_AGREEMENT_PATH;
  return `${withoutTrailingSlash(context.siteUrl)}${publicJamTrackPath(song)}?${AFFILIATE_QUERY_PARAM}=${codeOf(context)}`;
}

/** Artist link: the artist's public page (`/artists/<slug>`, decision 023). */
export function affiliateArtistLink(
  context: AffiliateLinkContext,
  artist: { original_artist_slug: string },
): string {
  if (!context.signed) return AFFILIATE_AGREEMENT_PATH;
  return `${withoutTrailingSlash(context.siteUrl)}${publicArtistPath(artist)}?${AFFILIATE_QUERY_PARAM}=${codeOf(context)}`;
}
