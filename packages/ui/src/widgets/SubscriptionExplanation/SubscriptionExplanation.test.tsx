import type { SubscriptionInfo } from '@backline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SubscriptionExplanation } from './SubscriptionExplanation';

const now = new Date('2026-11-22T12:00:00Z');
const newUser: SubscriptionInfo = {
  plan_code: null,
  desired_plan_code: null,
  admin_override_plan_code: null,
  admin_override_ends_at: null,
  in_trail: true,
  trial_ends_at: '2026-12-22T12:00:00Z',
  has_billing_info: false,
  subscription: null,
  subscription_rules: { remaining_month_play_time: null },
};

describe('SubscriptionExplanation', () => {
  it('explains the new user trial with its end date', () => {
    renderWithUI(<SubscriptionExplanation subscription={newUser} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your free trial of the Gold plan runs until December 22, 2026.',
    );
  });

  it('names the pending plan of a downgrade', () => {
    renderWithUI(
      <SubscriptionExplanation
        now={now}
        subscription={{
          ...newUser,
          in_trail: false,
          plan_code: 'gold-yearly',
          desired_plan_code: 'silver-monthly',
          has_billing_info: true,
          subscription: {
            pending_subscription: { plan: { plan_code: 'silver-monthly' } },
            remaining_billing_cycles: null,
            plan: { plan_code: 'gold-yearly' },
          },
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your plan switches to Silver at the end of the current billing cycle.',
    );
  });

  it('renders nothing once the trial is over and nothing needs explaining', () => {
    const { container } = renderWithUI(
      <SubscriptionExplanation subscription={{ ...newUser, in_trail: false }} now={now} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
