import { type Cents, formatUsd } from './money';

/** Part 2 §9 "Plan cycles month or year". */
export const PLAN_CYCLES = ['month', 'year'] as const;
export type PlanCycle = (typeof PLAN_CYCLES)[number];

export const PLAN_TIERS = ['free', 'silver', 'gold', 'platinum'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Plan list entry (part 2 §3: id, name, cycle, price); price in cents. */
export interface Plan {
  id: string;
  name: string;
  cycle: PlanCycle;
  price: Cents;
}

/** A plan of the catalogue: the list entry plus what the plan gives. */
export interface PlanDefinition extends Plan {
  tier: PlanTier;
  /** Monthly play time in sessions of 2 or more people; null is unlimited. */
  monthPlayTimeSeconds: number | null;
}

const HOUR_SECONDS = 3600;

/**
 * The plan catalogue. The spec hides real codes and prices (§3) and gives only "premium about
 * $10/month" and "a free 30-day gold plan" (§9), so this table is our design:
 *
 * | plan     | month  | year    | year vs 12 months | monthly play time |
 * |----------|--------|---------|-------------------|-------------------|
 * | Free     | $0.00  | —       | —                 | 4 hours           |
 * | Silver   | $4.99  | $49.99  | −16 %             | 10 hours          |
 * | Gold     | $9.99  | $99.99  | −17 %             | unlimited         |
 * | Platinum | $19.99 | $199.99 | −17 %             | unlimited         |
 *
 * Gold is the premium tier (about $10/month) and the new-user trial plan. Free has one entry:
 * a yearly $0 plan would be the same plan twice.
 */
export const SUBSCRIPTION_PLANS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    cycle: 'month',
    price: 0,
    tier: 'free',
    monthPlayTimeSeconds: 4 * HOUR_SECONDS,
  },
  {
    id: 'silver-monthly',
    name: 'Silver',
    cycle: 'month',
    price: 499,
    tier: 'silver',
    monthPlayTimeSeconds: 10 * HOUR_SECONDS,
  },
  {
    id: 'silver-yearly',
    name: 'Silver',
    cycle: 'year',
    price: 4999,
    tier: 'silver',
    monthPlayTimeSeconds: 10 * HOUR_SECONDS,
  },
  {
    id: 'gold-monthly',
    name: 'Gold',
    cycle: 'month',
    price: 999,
    tier: 'gold',
    monthPlayTimeSeconds: null,
  },
  {
    id: 'gold-yearly',
    name: 'Gold',
    cycle: 'year',
    price: 9999,
    tier: 'gold',
    monthPlayTimeSeconds: null,
  },
  {
    id: 'platinum-monthly',
    name: 'Platinum',
    cycle: 'month',
    price: 1999,
    tier: 'platinum',
    monthPlayTimeSeconds: null,
  },
  {
    id: 'platinum-yearly',
    name: 'Platinum',
    cycle: 'year',
    price: 19999,
    tier: 'platinum',
    monthPlayTimeSeconds: null,
  },
];

export const FREE_PLAN_CODE = 'free';
/** Part 2 §9 "new users get a free 30-day gold plan". */
export const NEW_USER_TRIAL_DAYS = 30;
export const TRIAL_PLAN_CODE = 'gold-monthly';
/** Part 2 §2 "counts only sessions with 2 or more people". */
export const PLAY_TIME_MIN_PARTICIPANTS = 2;

const DAY_MS = 86_400_000;

export function findPlan(planCode: string | null | undefined): PlanDefinition | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.id === planCode);
}

export function isPaidPlan(planCode: string | null | undefined): boolean {
  return (findPlan(planCode)?.price ?? 0) > 0;
}

/** The plan list entry the API sends (part 2 §3), without the catalogue's extras. */
export function toPlanListEntry(plan: PlanDefinition): Plan {
  return { id: plan.id, name: plan.name, cycle: plan.cycle, price: plan.price };
}

/** End of a new user's trial: registration + 30 days. */
export function trialEndsAt(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + NEW_USER_TRIAL_DAYS * DAY_MS);
}

/** Subscription/plan as GET /{provider}/get_subscription returns it (part 2 §3). */
export interface SubscriptionInfo {
  plan_code: string | null;
  desired_plan_code: string | null;
  admin_override_plan_code: string | null;
  admin_override_ends_at: string | null;
  /** Spelled as the platform spells it. */
  in_trail: boolean;
  trial_ends_at: string | null;
  has_billing_info: boolean;
  subscription: {
    pending_subscription: { plan: { plan_code: string } } | null;
    /** 0 = the subscription ends with the current cycle; null = renews. */
    remaining_billing_cycles: number | null;
    plan: { plan_code: string };
    /** Decision 018: `past_due` after a declined renewal, until it is paid or runs out. */
    state?: 'active' | 'past_due';
    /** The end of the cycle being paid for (ISO). */
    current_period_ends_at?: string | null;
    /** What the provider said about the last declined renewal. */
    renewal_failure_message?: string | null;
  } | null;
  subscription_rules: {
    /** Seconds left this month; null = no limit. */
    remaining_month_play_time: number | null;
  };
}

function isAfter(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() > now.getTime();
}

function isAdminGiftActive(info: SubscriptionInfo, now: Date): boolean {
  return (
    info.admin_override_plan_code !== null &&
    (info.admin_override_ends_at === null || isAfter(info.admin_override_ends_at, now))
  );
}

function isTrialActive(info: SubscriptionInfo, now: Date): boolean {
  return info.in_trail && isAfter(info.trial_ends_at, now);
}

/** The plan whose features apply now: an administrator gift, else the trial plan, else the plan. */
export function effectivePlanCode(info: SubscriptionInfo, now: Date): string {
  if (isAdminGiftActive(info, now)) return info.admin_override_plan_code as string;
  if (isTrialActive(info, now)) return info.plan_code ?? TRIAL_PLAN_CODE;
  return info.plan_code ?? FREE_PLAN_CODE;
}

/** Part 2 §2 "An explanation text varies by state". */
export type SubscriptionExplanation =
  | { kind: 'renewalFailed'; planCode: string; message: string | null }
  | { kind: 'adminGift'; planCode: string; endsAt: string | null }
  | { kind: 'trialWithPlan'; planCode: string; trialEndsAt: string }
  | { kind: 'trialWithoutPaymentInfo'; planCode: string; trialEndsAt: string }
  | { kind: 'trialWithoutPlan'; planCode: string; trialEndsAt: string }
  | { kind: 'upgradedWithoutPaymentInfo'; planCode: string }
  | { kind: 'pendingSwitch'; planCode: string; pendingPlanCode: string }
  | { kind: 'cancelledUntilCycleEnd'; planCode: string }
  | { kind: 'none' };

/**
 * Which explanation applies, first match wins: a declined renewal (the person must act); an
 * administrator gift; a trial (with a paid plan chosen and payment information, with a plan but
 * no payment information, or with no plan chosen); a paid plan chosen without payment
 * information; a plan switch pending at the end of the cycle; a cancelled plan that runs to the
 * end of the cycle.
 */
export function subscriptionExplanation(
  info: SubscriptionInfo,
  now: Date,
): SubscriptionExplanation {
  if (info.subscription?.state === 'past_due') {
    return {
      kind: 'renewalFailed',
      planCode: info.subscription.plan.plan_code,
      message: info.subscription.renewal_failure_message ?? null,
    };
  }
  if (isAdminGiftActive(info, now)) {
    return {
      kind: 'adminGift',
      planCode: info.admin_override_plan_code as string,
      endsAt: info.admin_override_ends_at,
    };
  }
  const desired = info.desired_plan_code;
  if (isTrialActive(info, now)) {
    const trialEnds = info.trial_ends_at as string;
    if (!isPaidPlan(desired)) {
      return {
        kind: 'trialWithoutPlan',
        planCode: info.plan_code ?? TRIAL_PLAN_CODE,
        trialEndsAt: trialEnds,
      };
    }
    return info.has_billing_info
      ? { kind: 'trialWithPlan', planCode: desired as string, trialEndsAt: trialEnds }
      : { kind: 'trialWithoutPaymentInfo', planCode: desired as string, trialEndsAt: trialEnds };
  }
  if (isPaidPlan(desired) && !info.has_billing_info) {
    return { kind: 'upgradedWithoutPaymentInfo', planCode: desired as string };
  }
  const current = info.subscription;
  if (current?.pending_subscription) {
    return {
      kind: 'pendingSwitch',
      planCode: current.plan.plan_code,
      pendingPlanCode: current.pending_subscription.plan.plan_code,
    };
  }
  if (current && (current.remaining_billing_cycles === 0 || desired === FREE_PLAN_CODE)) {
    return { kind: 'cancelledUntilCycleEnd', planCode: current.plan.plan_code };
  }
  return { kind: 'none' };
}

/**
 * English texts of the explanations; {plan}, {date} and {time} are filled by the apps (ICU
 * placeholders, so react-intl formats them directly).
 */
export const SUBSCRIPTION_EXPLANATION_TEXTS = {
  renewalFailed:
    'We could not renew your {plan} plan: the payment failed. Please update your payment method.',
  adminGift: 'An administrator has given you the {plan} plan.',
  adminGiftUntil: 'An administrator has given you the {plan} plan until {date}.',
  trialWithPlan:
    'Your free trial runs until {date}. Then your {plan} plan starts and the card on file is charged.',
  trialWithoutPaymentInfo:
    'Your free trial runs until {date}. Add your payment information to keep the {plan} plan after it.',
  trialWithoutPlan:
    'Your free trial of the {plan} plan runs until {date}. Choose a plan to keep its features; otherwise you move to the Free plan.',
  upgradedWithoutPaymentInfo:
    'You chose the {plan} plan. Add your payment information to start it.',
  pendingSwitch: 'Your plan switches to {plan} at the end of the current billing cycle.',
  cancelledUntilCycleEnd:
    'Your {plan} plan is cancelled and stays active until the end of the current billing cycle.',
  playTimeLeft:
    'You have {time} of play time left this month. Only sessions with 2 or more people count.',
  playTimeUnlimited: 'Your play time is unlimited.',
} as const;

/** Part 2 §2 remaining monthly play time; null (or missing) means unlimited. */
export type RemainingPlayTime =
  | { kind: 'unlimited' }
  | { kind: 'limited'; hours: number; minutes: number };

export function remainingPlayTime(seconds: number | null | undefined): RemainingPlayTime {
  if (seconds === null || seconds === undefined) return { kind: 'unlimited' };
  const whole = Math.max(0, Math.floor(seconds));
  return {
    kind: 'limited',
    hours: Math.floor(whole / HOUR_SECONDS),
    minutes: Math.floor((whole % HOUR_SECONDS) / 60),
  };
}

/** Part 2 §2 "a message for a free plan, or a charge message with the price". */
export type PlanChangeConfirmation =
  | { kind: 'free'; planName: string }
  | { kind: 'charge'; planName: string; cycle: PlanCycle; price: string };

export function planChangeConfirmation(plan: Plan): PlanChangeConfirmation {
  if (plan.price === 0) return { kind: 'free', planName: plan.name };
  return { kind: 'charge', planName: plan.name, cycle: plan.cycle, price: formatUsd(plan.price) };
}

/** The plan choice (part 2 §4 "choose plan, confirm, change, reload; failure reverts"). */
export interface PlanChoiceState {
  current: string | null;
  selected: string | null;
  confirming: boolean;
  submitting: boolean;
  error: string | null;
}

export type PlanChoiceEvent =
  | { type: 'loaded'; planCode: string | null }
  | { type: 'choose'; planCode: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'succeeded' }
  | { type: 'failed'; error: string };

export function initialPlanChoice(current: string | null): PlanChoiceState {
  return { current, selected: current, confirming: false, submitting: false, error: null };
}

/** Part 2 §2 "Submit is disabled while the choice is unchanged" (and while it is sent). */
export function canSubmitPlanChange(state: PlanChoiceState): boolean {
  return state.selected !== null && state.selected !== state.current && !state.submitting;
}

export function planChoiceReducer(state: PlanChoiceState, event: PlanChoiceEvent): PlanChoiceState {
  switch (event.type) {
    case 'loaded':
      return initialPlanChoice(event.planCode);
    case 'choose':
      if (state.submitting) return state;
      return {
        ...state,
        selected: event.planCode,
        confirming: event.planCode !== state.current,
        error: null,
      };
    case 'confirm':
      if (!canSubmitPlanChange(state)) return { ...state, confirming: false };
      return { ...state, confirming: false, submitting: true };
    case 'cancel':
      return { ...state, selected: state.current, confirming: false };
    case 'succeeded':
      return { ...state, current: state.selected, submitting: false };
    case 'failed':
      return { ...state, selected: state.current, submitting: false, error: event.error };
  }
}
