import { describe, expect, it } from 'vitest';
import { formatNotificationMessage, NOTIFICATION_KINDS } from './notifications';
import { type SubscriptionInfo, subscriptionExplanation } from './subscription';
import {
  billingCycleEnd,
  chargesNow,
  monthStartUtc,
  nextRenewalAttemptAt,
  planChangeKind,
  RENEWAL_MAX_ATTEMPTS,
  RENEWAL_RETRY_INTERVAL_MS,
  remainingMonthPlayTime,
  subscriptionChargeKey,
  subscriptionInvoiceDescription,
} from './subscriptionBilling';

describe('planChangeKind (part 2 §4 plan change; upgrades now, downgrades at cycle end)', () => {
  it('starts a paid plan from the trial or Free, and does nothing for Free again', () => {
    expect(planChangeKind(null, 'gold-yearly')).toBe('start');
    expect(planChangeKind('free', 'silver-monthly')).toBe('start');
    expect(planChangeKind(null, 'free')).toBe('unchanged');
    expect(planChangeKind('free', 'free')).toBe('unchanged');
  });

  it('upgrades to a higher tier or from monthly to yearly of the same tier', () => {
    expect(planChangeKind('silver-yearly', 'gold-monthly')).toBe('upgrade');
    expect(planChangeKind('gold-monthly', 'gold-yearly')).toBe('upgrade');
    expect(chargesNow('upgrade')).toBe(true);
    expect(chargesNow('start')).toBe(true);
  });

  it('downgrades to a lower tier or from yearly to monthly, cancels to Free', () => {
    expect(planChangeKind('platinum-monthly', 'gold-yearly')).toBe('downgrade');
    expect(planChangeKind('gold-yearly', 'gold-monthly')).toBe('downgrade');
    expect(planChangeKind('gold-yearly', 'free')).toBe('cancel');
    for (const kind of ['downgrade', 'cancel', 'resume', 'unchanged'] as const) {
      expect(chargesNow(kind)).toBe(false);
    }
  });

  it('resumes the current plan when a switch is pending', () => {
    expect(planChangeKind('gold-yearly', 'gold-yearly', 'silver-monthly')).toBe('resume');
    expect(planChangeKind('gold-yearly', 'gold-yearly')).toBe('unchanged');
  });

  it('refuses an unknown plan', () => {
    expect(() => planChangeKind(null, 'diamond')).toThrow(RangeError);
  });
});

describe('billingCycleEnd (part 2 §9 plan cycles month or year)', () => {
  it('adds a calendar month or year', () => {
    const start = new Date('2026-01-15T10:00:00.000Z');
    expect(billingCycleEnd(start, 'month').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(billingCycleEnd(start, 'year').toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(billingCycleEnd(new Date('2026-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(billingCycleEnd(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('subscription charges and invoices', () => {
  const start = new Date('2026-01-15T10:00:00.000Z');

  it('keys a charge by person, plan and period start; later attempts are numbered', () => {
    expect(subscriptionChargeKey('u1', 'gold-yearly', start)).toBe(
      'subscription:u1:gold-yearly:2026-01-15T10:00:00.000Z',
    );
    expect(subscriptionChargeKey('u1', 'gold-yearly', start, 2)).toBe(
      'subscription:u1:gold-yearly:2026-01-15T10:00:00.000Z:2',
    );
  });

  it('describes an invoice by plan name and cycle', () => {
    expect(subscriptionInvoiceDescription('gold-yearly')).toBe('Gold plan, yearly');
    expect(subscriptionInvoiceDescription('silver-monthly')).toBe('Silver plan, monthly');
  });

  it('retries a declined renewal a day later, up to the last attempt', () => {
    expect(nextRenewalAttemptAt(start, 1)?.getTime()).toBe(
      start.getTime() + RENEWAL_RETRY_INTERVAL_MS,
    );
    expect(nextRenewalAttemptAt(start, RENEWAL_MAX_ATTEMPTS)).toBeNull();
  });
});

describe('remaining monthly play time (part 2 §2, §9)', () => {
  it('starts the month on the 1st at 00:00 UTC', () => {
    expect(monthStartUtc(new Date('2026-03-17T22:05:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('is the allowance less what was played, never negative, null without a limit', () => {
    expect(remainingMonthPlayTime(4 * 3600, 3600)).toBe(3 * 3600);
    expect(remainingMonthPlayTime(3600, 7200)).toBe(0);
    expect(remainingMonthPlayTime(null, 7200)).toBeNull();
  });
});

describe('subscriptionExplanation after a declined renewal', () => {
  const pastDue: SubscriptionInfo = {
    plan_code: 'gold-monthly',
    desired_plan_code: 'gold-monthly',
    admin_override_plan_code: null,
    admin_override_ends_at: null,
    in_trail: false,
    trial_ends_at: null,
    has_billing_info: true,
    subscription: {
      pending_subscription: null,
      remaining_billing_cycles: null,
      plan: { plan_code: 'gold-monthly' },
      state: 'past_due',
      renewal_failure_message: 'Your card was declined.',
    },
    subscription_rules: { remaining_month_play_time: null },
  };

  it('says the renewal failed, with the provider message', () => {
    expect(subscriptionExplanation(pastDue, new Date('2026-03-01T00:00:00Z'))).toEqual({
      kind: 'renewalFailed',
      planCode: 'gold-monthly',
      message: 'Your card was declined.',
    });
  });
});

describe('the declined-renewal notification', () => {
  it('has its own text, not the generic one', () => {
    expect(formatNotificationMessage(NOTIFICATION_KINDS.subscriptionRenewalFailed, null)).toBe(
      'Your subscription could not be renewed. Please update your payment method.',
    );
  });
});
