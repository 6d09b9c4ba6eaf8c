import { SUBSCRIPTION_PLANS, toPlanListEntry } from '@backline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { UIProvider } from '../../i18n/UIProvider';
import { PlanPicker } from './PlanPicker';

const plans = SUBSCRIPTION_PLANS.map(toPlanListEntry);
const radio = (planCode: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${planCode}"]`)!;

describe('PlanPicker', () => {
  it('keeps a plan picked before hydration and lets it be confirmed', async () => {
    const page = (
      <UIProvider locale="en">
        <PlanPicker plans={plans} currentPlanCode="free" onChangePlan={vi.fn()} />
      </UIProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // What a click on the bare HTML does: the native radio is checked, no React handler runs.
    const silver = container.querySelector<HTMLInputElement>('input[value="silver-monthly"]');
    if (silver) silver.checked = true;
    const root = await act(async () => hydrateRoot(container, page));
    try {
      expect(silver?.checked).toBe(true);
      expect(within(container).getByRole('button', { name: 'Change Plan' })).toBeEnabled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('keeps "Change Plan" disabled until another plan is chosen', async () => {
    renderWithUI(
      <PlanPicker plans={plans} currentPlanCode="silver-monthly" onChangePlan={vi.fn()} />,
    );
    const submit = screen.getByRole('button', { name: 'Change Plan' });
    expect(submit).toBeDisabled();
    await userEvent.click(radio('gold-monthly'));
    expect(submit).toBeEnabled();
  });

  it('changes the plan on OK after the charge confirmation', async () => {
    const onChangePlan = vi.fn(async () => {});
    renderWithUI(<PlanPicker plans={plans} currentPlanCode="free" onChangePlan={onChangePlan} />);
    await userEvent.click(radio('platinum-yearly'));
    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'You will be charged $199.99 per year for the Platinum plan. Continue?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChangePlan).toHaveBeenCalledWith('platinum-yearly');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Plan' })).toBeDisabled());
    expect(radio('platinum-yearly')).toBeChecked();
  });

  it('restores the previous plan on Cancel without changing anything', async () => {
    const onChangePlan = vi.fn(async () => {});
    renderWithUI(
      <PlanPicker plans={plans} currentPlanCode="gold-monthly" onChangePlan={onChangePlan} />,
    );
    await userEvent.click(radio('free'));
    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Switch to the Free plan? You will not be charged.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(radio('gold-monthly')).toBeChecked();
    expect(onChangePlan).not.toHaveBeenCalled();
  });

  it('reverts the choice and shows the failure with the server text', async () => {
    const onChangePlan = vi.fn(async () => {
      throw new Error('Your card was declined.');
    });
    renderWithUI(<PlanPicker plans={plans} currentPlanCode="free" onChangePlan={onChangePlan} />);
    await userEvent.click(radio('gold-yearly'));
    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    const failure = await screen.findByRole('alertdialog', { name: 'The plan was not changed' });
    expect(failure).toHaveTextContent('Failed to change plan. Your card was declined.');
    expect(radio('free')).toBeChecked();
  });

  it('says the generic §8 text when the server gave no words', async () => {
    renderWithUI(
      <PlanPicker
        plans={plans}
        currentPlanCode="free"
        onChangePlan={vi.fn(async () => Promise.reject(new Error('')))}
      />,
    );
    await userEvent.click(radio('silver-yearly'));
    await userEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }),
    );
    expect(
      await screen.findByText(
        'Failed to update subscription plan. Please try again later, contact support if it continues.',
      ),
    ).toBeInTheDocument();
  });
});
