import type { SubscriptionInfo } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { SubscriptionExplanation } from './SubscriptionExplanation';

// A fixed clock: the trial and the gift are checked against it in every pass.
const now = new Date('2026-11-22T12:00:00Z');

const base: SubscriptionInfo = {
  plan_code: 'free',
  desired_plan_code: 'free',
  admin_override_plan_code: null,
  admin_override_ends_at: null,
  in_trail: false,
  trial_ends_at: null,
  has_billing_info: false,
  subscription: null,
  subscription_rules: { remaining_month_play_time: 4 * 3600 },
};

const onTrial = (overrides: Partial<SubscriptionInfo>): SubscriptionInfo => ({
  ...base,
  plan_code: 'gold-monthly',
  desired_plan_code: null,
  in_trail: true,
  trial_ends_at: '2026-12-15T12:00:00Z',
  subscription_rules: { remaining_month_play_time: null },
  ...overrides,
});

const paid = (
  planCode: string,
  overrides: Partial<NonNullable<SubscriptionInfo['subscription']>> = {},
  desired = planCode,
): SubscriptionInfo => ({
  ...base,
  plan_code: planCode,
  desired_plan_code: desired,
  has_billing_info: true,
  subscription: {
    pending_subscription: null,
    remaining_billing_cycles: null,
    plan: { plan_code: planCode },
    ...overrides,
  },
});

const meta = {
  title: 'Widgets/SubscriptionExplanation',
  component: SubscriptionExplanation,
  args: { now, subscription: onTrial({}) },
  decorators: [inFrame(560)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SubscriptionExplanation>;

export default meta;
type Story = StoryObj<typeof meta>;

function says(id: Parameters<ReturnType<typeof storeMessages>>[0], values: Record<string, string>) {
  return async ({
    canvasElement,
    globals,
  }: {
    canvasElement: HTMLElement;
    globals: Record<string, unknown>;
  }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(t(id, values));
  };
}

// The dates as the stories' locales write them (dateStyle long, UTC).
const trialEnd = (globals: Record<string, unknown>) =>
  new Intl.DateTimeFormat(String(globals.locale ?? 'en'), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date('2026-12-15T12:00:00Z'));

/** A new user: the 30-day Gold trial, no plan chosen yet. */
export const TrialWithoutPlan: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(
      t('ui.subscriptionExplanation.trialWithoutPlan', { plan: 'Gold', date: trialEnd(globals) }),
    );
  },
};

/** On the trial with a paid plan chosen but no payment information. */
export const TrialWithoutPaymentInfo: Story = {
  args: { subscription: onTrial({ desired_plan_code: 'silver-monthly' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.subscriptionExplanation.trialWithoutPaymentInfo', {
        plan: 'Silver',
        date: trialEnd(globals),
      }),
    );
  },
};

/** On the trial with a plan and payment information: the plan starts when the trial ends. */
export const TrialWithPlan: Story = {
  args: { subscription: onTrial({ desired_plan_code: 'gold-yearly', has_billing_info: true }) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(canvasElement).toHaveTextContent(
      t('ui.subscriptionExplanation.trialWithPlan', { plan: 'Gold', date: trialEnd(globals) }),
    );
  },
};

/** An administrator's gift until a date. */
export const AdminGift: Story = {
  args: {
    subscription: {
      ...base,
      admin_override_plan_code: 'platinum-monthly',
      admin_override_ends_at: '2027-01-31T00:00:00Z',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const date = new Intl.DateTimeFormat(String(globals.locale ?? 'en'), {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date('2027-01-31T00:00:00Z'));
    await expect(canvasElement).toHaveTextContent(
      t('ui.subscriptionExplanation.adminGiftUntil', { plan: 'Platinum', date }),
    );
  },
};

/** An administrator's gift without an end. */
export const AdminGiftWithoutEnd: Story = {
  args: { subscription: { ...base, admin_override_plan_code: 'gold-monthly' } },
  play: says('ui.subscriptionExplanation.adminGift', { plan: 'Gold' }),
};

/** A paid plan chosen after the trial, without payment information. */
export const UpgradedWithoutPaymentInfo: Story = {
  args: { subscription: { ...base, desired_plan_code: 'platinum-yearly' } },
  play: says('ui.subscriptionExplanation.upgradedWithoutPaymentInfo', { plan: 'Platinum' }),
};

/** A downgrade waits for the end of the cycle. */
export const PendingSwitch: Story = {
  args: {
    subscription: paid(
      'gold-yearly',
      { pending_subscription: { plan: { plan_code: 'silver-monthly' } } },
      'silver-monthly',
    ),
  },
  play: says('ui.subscriptionExplanation.pendingSwitch', { plan: 'Silver' }),
};

/** Cancelled: the plan stays active until the end of the cycle. */
export const CancelledUntilCycleEnd: Story = {
  args: { subscription: paid('silver-monthly', { remaining_billing_cycles: 0 }, 'free') },
  play: says('ui.subscriptionExplanation.cancelledUntilCycleEnd', { plan: 'Silver' }),
};

/** A declined renewal (error): the provider's words under the explanation. */
export const RenewalFailed: Story = {
  args: {
    subscription: paid('gold-monthly', {
      state: 'past_due',
      renewal_failure_message: 'Your card was declined.',
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      t('ui.subscriptionExplanation.renewalFailed', { plan: 'Gold' }),
    );
    await expect(alert).toHaveTextContent('Your card was declined.');
  },
};

/** A paid plan that simply renews: nothing to explain. */
export const NothingToExplain: Story = {
  args: { subscription: paid('gold-monthly') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};
