import { describe, expect, it } from 'vitest';
import { domainText } from './domainMessages';
import {
  canSubmitPlanChange,
  effectivePlanCode,
  findPlan,
  initialPlanChoice,
  isPaidPlan,
  NEW_USER_TRIAL_DAYS,
  planChangeConfirmation,
  planChoiceReducer,
  remainingPlayTime,
  SUBSCRIPTION_PLANS,
  type SubscriptionInfo,
  subscriptionExplanation,
  TRIAL_PLAN_CODE,
  toPlanListEntry,
  trialEndsAt,
} from './subscription';
import { changeSubscriptionSchema } from './subscriptionSchemas';

const now = new Date('2025-03-10T12:00:00Z');
const future = '2025-04-01T00:00:00Z';
const past = '2025-03-01T00:00:00Z';

function info(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    plan_code: 'free',
    desired_plan_code: null,
    admin_override_plan_code: null,
    admin_override_ends_at: null,
    in_trail: false,
    trial_ends_at: null,
    has_billing_info: false,
    subscription: null,
    subscription_rules: { remaining_month_play_time: null },
    ...overrides,
  };
}

const goldSubscription = {
  pending_subscription: null,
  remaining_billing_cycles: null,
  plan: { plan_code: 'gold-monthly' },
};

describe('plan catalogue (part 2 §9 premium about $10/month, plan cycles month or year)', () => {
  it('has Free and Silver, Gold, Platinum for a month and a year', () => {
    expect(SUBSCRIPTION_PLANS.map((plan) => `${plan.name}/${plan.cycle}`)).toEqual([
      'Free/month',
      'Silver/month',
      'Silver/year',
      'Gold/month',
      'Gold/year',
      'Platinum/month',
      'Platinum/year',
    ]);
  });

  it('prices the premium tier at about $10 a month', () => {
    expect(findPlan('gold-monthly')?.price).toBe(999);
  });

  it('makes every yearly plan cheaper than twelve months', () => {
    for (const yearly of SUBSCRIPTION_PLANS.filter((plan) => plan.cycle === 'year')) {
      const monthly = SUBSCRIPTION_PLANS.find(
        (plan) => plan.tier === yearly.tier && plan.cycle === 'month',
      );
      expect(yearly.price).toBeLessThan((monthly?.price ?? 0) * 12);
    }
  });

  it('sends list entries with id, name, cycle and price only', () => {
    expect(toPlanListEntry(SUBSCRIPTION_PLANS[3]!)).toEqual({
      id: 'gold-monthly',
      name: 'Gold',
      cycle: 'month',
      price: 999,
    });
  });

  it('knows which plans are paid', () => {
    expect(isPaidPlan('free')).toBe(false);
    expect(isPaidPlan('silver-yearly')).toBe(true);
    expect(isPaidPlan('unknown')).toBe(false);
    expect(isPaidPlan(null)).toBe(false);
  });
});

describe('new-user trial (part 2 §9 free 30-day gold plan)', () => {
  it('lasts 30 days on the gold plan', () => {
    expect(NEW_USER_TRIAL_DAYS).toBe(30);
    expect(findPlan(TRIAL_PLAN_CODE)?.tier).toBe('gold');
    expect(trialEndsAt(new Date('2025-01-01T00:00:00Z')).toISOString()).toBe(
      '2025-01-31T00:00:00.000Z',
    );
  });
});

describe('effectivePlanCode (part 2 §3 admin override, trial, plan)', () => {
  it('prefers an active administrator gift, then the trial plan, then the plan', () => {
    expect(effectivePlanCode(info({ admin_override_plan_code: 'platinum-yearly' }), now)).toBe(
      'platinum-yearly',
    );
    expect(
      effectivePlanCode(info({ plan_code: null, in_trail: true, trial_ends_at: future }), now),
    ).toBe(TRIAL_PLAN_CODE);
    expect(effectivePlanCode(info({ plan_code: 'silver-monthly' }), now)).toBe('silver-monthly');
    expect(effectivePlanCode(info({ plan_code: null }), now)).toBe('free');
  });

  it('ignores an expired gift', () => {
    expect(
      effectivePlanCode(
        info({ admin_override_plan_code: 'gold-monthly', admin_override_ends_at: past }),
        now,
      ),
    ).toBe('free');
  });
});

describe('subscriptionExplanation (part 2 §2 Subscription explanation text)', () => {
  it('explains an administrator gift, with or without an end', () => {
    expect(
      subscriptionExplanation(
        info({ admin_override_plan_code: 'gold-yearly', admin_override_ends_at: future }),
        now,
      ),
    ).toEqual({ kind: 'adminGift', planCode: 'gold-yearly', endsAt: future });
  });

  it('explains a trial with a plan and payment information', () => {
    expect(
      subscriptionExplanation(
        info({
          in_trail: true,
          trial_ends_at: future,
          desired_plan_code: 'silver-monthly',
          has_billing_info: true,
        }),
        now,
      ),
    ).toEqual({ kind: 'trialWithPlan', planCode: 'silver-monthly', trialEndsAt: future });
  });

  it('explains a trial with a plan but no payment information', () => {
    expect(
      subscriptionExplanation(
        info({ in_trail: true, trial_ends_at: future, desired_plan_code: 'gold-monthly' }),
        now,
      ).kind,
    ).toBe('trialWithoutPaymentInfo');
  });

  it('explains a trial without a chosen plan', () => {
    expect(
      subscriptionExplanation(
        info({
          plan_code: 'gold-monthly',
          in_trail: true,
          trial_ends_at: future,
          has_billing_info: true,
        }),
        now,
      ),
    ).toEqual({ kind: 'trialWithoutPlan', planCode: 'gold-monthly', trialEndsAt: future });
    expect(
      subscriptionExplanation(
        info({ plan_code: null, in_trail: true, trial_ends_at: future }),
        now,
      ),
    ).toEqual({ kind: 'trialWithoutPlan', planCode: TRIAL_PLAN_CODE, trialEndsAt: future });
  });

  it('explains an upgrade without payment information once the trial is over', () => {
    expect(
      subscriptionExplanation(
        info({ in_trail: true, trial_ends_at: past, desired_plan_code: 'gold-monthly' }),
        now,
      ),
    ).toEqual({ kind: 'upgradedWithoutPaymentInfo', planCode: 'gold-monthly' });
  });

  it('explains a pending plan switch', () => {
    expect(
      subscriptionExplanation(
        info({
          has_billing_info: true,
          subscription: {
            ...goldSubscription,
            pending_subscription: { plan: { plan_code: 'silver-monthly' } },
          },
        }),
        now,
      ),
    ).toEqual({
      kind: 'pendingSwitch',
      planCode: 'gold-monthly',
      pendingPlanCode: 'silver-monthly',
    });
  });

  it('explains a cancelled plan that runs to the end of the cycle', () => {
    const ending = { ...goldSubscription, remaining_billing_cycles: 0 };
    expect(
      subscriptionExplanation(info({ has_billing_info: true, subscription: ending }), now),
    ).toEqual({ kind: 'cancelledUntilCycleEnd', planCode: 'gold-monthly' });
    expect(
      subscriptionExplanation(
        info({ has_billing_info: true, desired_plan_code: 'free', subscription: goldSubscription }),
        now,
      ).kind,
    ).toBe('cancelledUntilCycleEnd');
  });

  it('explains nothing for a plain active plan', () => {
    expect(
      subscriptionExplanation(
        info({ has_billing_info: true, subscription: goldSubscription }),
        now,
      ),
    ).toEqual({ kind: 'none' });
  });
});

describe('remaining play time (part 2 §2 seconds → display, unlimited when no limit)', () => {
  it('is unlimited without a limit', () => {
    expect(remainingPlayTime(null)).toEqual({ kind: 'unlimited' });
    expect(remainingPlayTime(undefined)).toEqual({ kind: 'unlimited' });
  });

  it('splits seconds into hours and whole minutes', () => {
    expect(remainingPlayTime(7_530)).toEqual({ kind: 'limited', hours: 2, minutes: 5 });
    expect(remainingPlayTime(-20)).toEqual({ kind: 'limited', hours: 0, minutes: 0 });
  });

  it.each([
    [7_530, 2, 5],
    [3_660, 1, 1],
    [3_600, 1, 0],
    [120, 0, 2],
    [59, 0, 0],
  ])('%i seconds → %i hours %i minutes', (seconds, hours, minutes) => {
    expect(remainingPlayTime(seconds)).toEqual({ kind: 'limited', hours, minutes });
  });
});

describe('planChangeConfirmation (part 2 §2 free-plan message vs charge message)', () => {
  it('asks about a free plan without a price', () => {
    expect(planChangeConfirmation(findPlan('free')!)).toEqual({ kind: 'free', planName: 'Free' });
  });

  it('states the charge with its price and cycle', () => {
    expect(planChangeConfirmation(findPlan('gold-yearly')!)).toEqual({
      kind: 'charge',
      planName: 'Gold',
      cycle: 'year',
      price: '$99.99',
    });
  });
});

describe('plan choice (part 2 §2, §4 Plan change)', () => {
  it('keeps submit disabled while the choice is unchanged', () => {
    const state = initialPlanChoice('silver-monthly');
    expect(canSubmitPlanChange(state)).toBe(false);
    expect(
      canSubmitPlanChange(planChoiceReducer(state, { type: 'choose', planCode: 'gold-monthly' })),
    ).toBe(true);
  });

  it('opens the confirmation only for a different plan', () => {
    const state = initialPlanChoice('silver-monthly');
    expect(
      planChoiceReducer(state, { type: 'choose', planCode: 'silver-monthly' }).confirming,
    ).toBe(false);
    expect(planChoiceReducer(state, { type: 'choose', planCode: 'gold-monthly' }).confirming).toBe(
      true,
    );
  });

  it('restores the previous plan on Cancel', () => {
    let state = initialPlanChoice('silver-monthly');
    state = planChoiceReducer(state, { type: 'choose', planCode: 'gold-monthly' });
    state = planChoiceReducer(state, { type: 'cancel' });
    expect(state).toEqual(initialPlanChoice('silver-monthly'));
  });

  it('changes the plan after OK succeeds', () => {
    let state = initialPlanChoice('free');
    state = planChoiceReducer(state, { type: 'choose', planCode: 'gold-monthly' });
    state = planChoiceReducer(state, { type: 'confirm' });
    expect(state.submitting).toBe(true);
    expect(canSubmitPlanChange(state)).toBe(false);
    expect(planChoiceReducer(state, { type: 'choose', planCode: 'free' })).toBe(state);
    state = planChoiceReducer(state, { type: 'succeeded' });
    expect(state).toMatchObject({
      current: 'gold-monthly',
      selected: 'gold-monthly',
      submitting: false,
    });
  });

  it('reverts the plan when the change fails', () => {
    let state = initialPlanChoice('free');
    state = planChoiceReducer(state, { type: 'choose', planCode: 'gold-monthly' });
    state = planChoiceReducer(state, { type: 'confirm' });
    state = planChoiceReducer(state, { type: 'failed', error: 'card declined' });
    expect(state).toMatchObject({
      current: 'free',
      selected: 'free',
      submitting: false,
      error: 'card declined',
    });
  });

  it('ignores a confirm that has nothing to change and takes the reloaded plan', () => {
    const state = planChoiceReducer(initialPlanChoice('free'), { type: 'confirm' });
    expect(state.submitting).toBe(false);
    expect(planChoiceReducer(state, { type: 'loaded', planCode: 'gold-yearly' }).current).toBe(
      'gold-yearly',
    );
  });
});

describe('changeSubscriptionSchema (part 2 §5 a plan must be chosen)', () => {
  it('accepts a known plan code', () => {
    expect(changeSubscriptionSchema.parse({ plan_code: 'platinum-monthly' })).toEqual({
      plan_code: 'platinum-monthly',
    });
  });

  it('refuses a missing or unknown plan', () => {
    for (const body of [{}, { plan_code: 'diamond' }]) {
      expect(changeSubscriptionSchema.safeParse(body).error?.issues[0]?.message).toBe(
        'subscription.planRequired',
      );
    }
  });

  it('keeps the spec text of an update failure', () => {
    expect(domainText('subscription.updateFailed')).toBe(
      'Failed to update subscription plan. Please try again later, contact support if it continues.',
    );
  });
});
