import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COOKIE_MAX_AGE_SECONDS,
  AFFILIATE_COOKIE_NAME,
  affiliateArtistLink,
  affiliateCookieValue,
  affiliateFeeCents,
  affiliateHomeLink,
  affiliateMonthLabel,
  affiliateSignupsQuery,
  affiliateSongLink,
  earningsRows,
  groupTrafficByMonth,
  isAffiliateAttributionValid,
  isAffiliateFeeProduct,
  isQualifyingPurchase,
} from './affiliate';

describe('groupTrafficByMonth (part 2 §3 Traffic row grouped by calendar month)', () => {
  it('sums visits and signups per calendar month, newest first', () => {
    expect(
      groupTrafficByMonth([
        { day: '2025-01-31', visits: 3, signups: 1 },
        { day: '2025-02-01', visits: 5, signups: 0 },
        { day: '2025-01-02', visits: 2, signups: 2 },
        { day: '2025-02-14T10:00:00Z', visits: 1, signups: 1 },
      ]),
    ).toEqual([
      { key: '2025-02', year: 2025, month: 2, label: 'February 2025', visits: 6, signups: 1 },
      { key: '2025-01', year: 2025, month: 1, label: 'January 2025', visits: 5, signups: 3 },
    ]);
  });

  it('skips rows without a date and keeps an empty list empty', () => {
    expect(groupTrafficByMonth([{ day: 'yesterday', visits: 1, signups: 1 }])).toEqual([]);
    expect(groupTrafficByMonth([])).toEqual([]);
  });

  it('asks for 10 signups per page from page 0 (part 2 §7)', () => {
    expect(affiliateSignupsQuery(0)).toEqual({ per_page: 10, page: 0 });
  });
});

describe('earningsRows (part 2 §2 Affiliate earnings)', () => {
  it('lists month/year, plans sold with counts, JamTracks sold and earnings, newest first', () => {
    const rows = earningsRows([
      { month: 11, year: 2024, subscriptions: [], jamtracks_sold: 2, due_amount_in_cents: 180 },
      {
        month: 1,
        year: 2025,
        subscriptions: [
          { plan: 'gold-monthly', count: 2 },
          { plan: 'legacy', count: 1 },
        ],
        jamtracks_sold: 0,
        due_amount_in_cents: 599,
      },
    ]);
    expect(rows.map((row) => row.label)).toEqual(['January 2025', 'November 2024']);
    expect(rows[0]).toEqual({
      key: '2025-01',
      label: 'January 2025',
      subscriptions: [
        { plan: 'gold-monthly', planName: 'Gold', count: 2 },
        { plan: 'legacy', planName: 'legacy', count: 1 },
      ],
      jamtracksSold: 0,
      earningsCents: 599,
    });
    expect(affiliateMonthLabel(2024, 12)).toBe('December 2024');
  });
});

describe('affiliate fee (part 2 §9 30% of net revenue)', () => {
  it('is 30 % of the net, in whole cents rounded down', () => {
    expect(affiliateFeeCents(999)).toBe(299);
    expect(affiliateFeeCents(300)).toBe(90);
    expect(affiliateFeeCents(1)).toBe(0);
  });

  it('is nothing on a net of zero or less', () => {
    expect(affiliateFeeCents(0)).toBe(0);
    expect(affiliateFeeCents(-500)).toBe(0);
  });

  it('applies to paid subscriptions and JamTracks, not to the Free plan', () => {
    expect(isAffiliateFeeProduct({ kind: 'jamtrack' })).toBe(true);
    expect(isAffiliateFeeProduct({ kind: 'subscription', planCode: 'platinum-yearly' })).toBe(true);
    expect(isAffiliateFeeProduct({ kind: 'subscription', planCode: 'silver-monthly' })).toBe(true);
    expect(isAffiliateFeeProduct({ kind: 'subscription', planCode: 'free' })).toBe(false);
  });
});

describe('isQualifyingPurchase (part 2 §9 within 3 years of registration)', () => {
  const registeredAt = new Date('2022-05-10T08:00:00Z');

  it('qualifies from registration up to three years later', () => {
    expect(isQualifyingPurchase(registeredAt, registeredAt)).toBe(true);
    expect(isQualifyingPurchase(registeredAt, new Date('2025-05-10T07:59:59Z'))).toBe(true);
  });

  it('stops qualifying at three years and before registration', () => {
    expect(isQualifyingPurchase(registeredAt, new Date('2025-05-10T08:00:00Z'))).toBe(false);
    expect(isQualifyingPurchase(registeredAt, new Date('2022-05-10T07:00:00Z'))).toBe(false);
  });
});

describe('affiliate cookie (part 2 §9 affiliate_visitor for 86400 seconds)', () => {
  const capturedAt = new Date('2025-01-01T00:00:00Z');

  it('is named affiliate_visitor and lives one day', () => {
    expect(AFFILIATE_COOKIE_NAME).toBe('affiliate_visitor');
    expect(AFFILIATE_COOKIE_MAX_AGE_SECONDS).toBe(86_400);
  });

  it('keeps the attribution valid for one day only', () => {
    expect(isAffiliateAttributionValid(capturedAt, new Date('2025-01-01T23:59:59Z'))).toBe(true);
    expect(isAffiliateAttributionValid(capturedAt, new Date('2025-01-02T00:00:00Z'))).toBe(false);
    expect(isAffiliateAttributionValid(capturedAt, new Date('2024-12-31T23:00:00Z'))).toBe(false);
  });

  it('captures a non-empty query value only', () => {
    expect(affiliateCookieValue(' 42 ')).toBe('42');
    expect(affiliateCookieValue('')).toBeNull();
    expect(affiliateCookieValue(null)).toBeNull();
  });
});

describe('affiliate links (part 2 §2 Affiliate links)', () => {
  const signed = { siteUrl: 'https://backline.example/', code: '42', signed: true };

  it('builds the home link with the partner id', () => {
    expect(affiliateHomeLink(signed)).toBe('https://backline.example/?affiliate=42');
  });

  it('shows a placeholder code until the account has loaded', () => {
    expect(affiliateHomeLink({ ...signed, code: null })).toBe(
      'https://backline.example/?affiliate=YOUR-AFFILIATE-CODE',
    );
  });

  it('builds song and artist links', () => {
    expect(affiliateSongLink(signed, { slug: 'let it be' })).toBe(
      'https://backline.example/jamtracks/let%20it%20be?affiliate=42',
    );
    expect(affiliateArtistLink(signed, { original_artist_slug: 'the-beatles' })).toBe(
      'https://backline.example/artists/the-beatles?affiliate=42',
    );
  });

  it('points every link to the agreement while it is unsigned', () => {
    const unsigned = { ...signed, signed: false };
    expect(affiliateHomeLink(unsigned)).toBe('/affiliate/agreement');
    expect(affiliateSongLink(unsigned, { slug: 'x' })).toBe('/affiliate/agreement');
    expect(affiliateArtistLink(unsigned, { original_artist_slug: 'y' })).toBe(
      '/affiliate/agreement',
    );
  });
});
