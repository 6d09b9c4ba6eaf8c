import { SUBSCRIPTION_PLANS, toPlanListEntry } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { PlanPicker } from './PlanPicker';

const plans = SUBSCRIPTION_PLANS.map(toPlanListEntry);

const meta = {
  title: 'Widgets/PlanPicker',
  component: PlanPicker,
  args: { plans, currentPlanCode: 'gold-monthly', onChangePlan: fn(async () => {}) },
  decorators: [inFrame(560)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, planCode: string) =>
  canvasElement.querySelector<HTMLInputElement>(`input[type="radio"][value="${planCode}"]`)!;

/** Unchanged: every plan with its cycle and its price with 2 decimals; "Change Plan" is disabled. */
export const Unchanged: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')).toHaveLength(plans.length);
    await expect(radio(canvasElement, 'gold-monthly')).toBeChecked();
    await expect(canvasElement).toHaveTextContent('$99.99');
    await expect(canvasElement).toHaveTextContent('$0.00');
    await expect(canvas.getByRole('button', { name: t('ui.planPicker.submit') })).toBeDisabled();
  },
};

/** A paid plan: the confirmation carries the charge; OK changes the plan. */
export const UpgradeConfirmsTheCharge: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(radio(canvasElement, 'gold-yearly'));
    const submit = canvas.getByRole('button', { name: t('ui.planPicker.submit') });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    const dialog = await page.findByRole('alertdialog', { name: t('ui.planPicker.confirmTitle') });
    await expect(dialog).toHaveTextContent(
      t('ui.planPicker.confirmCharge', {
        price: '$99.99',
        cycle: t('ui.planPicker.year'),
        plan: 'Gold',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.planPicker.ok') }));
    await expect(args.onChangePlan).toHaveBeenCalledWith('gold-yearly');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** The free plan: its own message; Cancel restores the previous plan (keyboard only). */
export const CancelRestoresThePlan: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(radio(canvasElement, 'free'));
    await expect(radio(canvasElement, 'free')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.planPicker.submit') }));
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('ui.planPicker.confirmFree'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(radio(canvasElement, 'gold-monthly')).toBeChecked();
    await expect(canvas.getByRole('button', { name: t('ui.planPicker.submit') })).toBeDisabled();
    await expect(args.onChangePlan).not.toHaveBeenCalled();
  },
};

/** The change failed (error): a modal with the §8 text and the server's words; the plan reverts. */
export const ChangeFails: Story = {
  args: {
    currentPlanCode: 'free',
    onChangePlan: fn(async () => {
      throw new Error('Your card was declined.');
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(radio(canvasElement, 'silver-monthly'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.planPicker.submit') }));
    const confirm = await page.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('ui.planPicker.ok') }));
    const failure = await page.findByRole('alertdialog', { name: t('ui.planPicker.failedTitle') });
    await expect(failure).toHaveAccessibleDescription(
      t('ui.planPicker.changeFailed', { error: 'Your card was declined.' }),
    );
    await expect(radio(canvasElement, 'free')).toBeChecked();
    await userEvent.click(within(failure).getByRole('button', { name: t('ui.planPicker.ok') }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
  },
};

/** Loading: the change is in flight; the choices are disabled and the button pending. */
export const Changing: Story = {
  args: { onChangePlan: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(radio(canvasElement, 'platinum-monthly'));
    await userEvent.click(canvas.getByRole('button', { name: t('ui.planPicker.submit') }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.planPicker.ok') }));
    await waitFor(() => expect(radio(canvasElement, 'free')).toBeDisabled());
  },
};

/** A phone's width: names, cycles and prices wrap without scrolling sideways. */
export const Narrow: Story = { decorators: [inFrame(320)] };
