import { SANDBOX_TEST_CARDS } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { CardForm } from './CardForm';

// A fixed clock: the expiry rule is checked against it in every pass.
const now = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Widgets/CardForm',
  component: CardForm,
  args: { now, onChange: fn(), onTokenize: fn() },
  decorators: [inFrame(480)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the card as its own form (the payment method page). */
export const Empty: Story = {};

/** Inside the checkout form: a fieldset without a button of its own. */
export const InsideAForm: Story = { args: { onTokenize: undefined } };

/** Keyboard: Tab through the fields; Enter submits; the provider gets digits only. */
export const TypeAndTokenize: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(SANDBOX_TEST_CARDS.success);
    await expect(canvas.getByRole('textbox', { name: t('ui.cardForm.number') })).toHaveValue(
      '4111 1111 1111 1111',
    );
    await userEvent.tab();
    await userEvent.keyboard('12');
    await userEvent.tab();
    await userEvent.keyboard('2030');
    await userEvent.tab();
    await userEvent.keyboard('123{Enter}');
    await expect(args.onTokenize).toHaveBeenCalledWith({
      number: '4111111111111111',
      month: '12',
      year: '2030',
      verification_value: '123',
    });
  },
};

/** Error: a number that fails the card check and an expired date, after a submit. */
export const Invalid: Story = {
  args: {
    defaultValue: {
      number: '4111 1111 1111 1112',
      month: '10',
      year: '2026',
      verification_value: '12',
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.cardForm.submit') }));
    await expect(args.onTokenize).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: t('ui.cardForm.number') }),
    ).toHaveAccessibleDescription(t('card.invalidNumber'));
    for (const name of ['ui.cardForm.month', 'ui.cardForm.year'] as const) {
      await expect(canvas.getByRole('textbox', { name: t(name) })).toHaveAccessibleDescription(
        t('card.invalidExpiration'),
      );
    }
    await expect(
      canvas.getByRole('textbox', { name: t('ui.cardForm.verificationValue') }),
    ).toHaveAccessibleDescription(t('card.invalidVerificationValue'));
  },
};

/** The provider's errors on the number and the security code (part 2 §8). */
export const ProviderErrors: Story = {
  args: {
    onTokenize: undefined,
    defaultValue: {
      number: '4000 0000 0000 0127',
      month: '12',
      year: '2030',
      verification_value: '123',
    },
    serverErrors: { verification_value: 'The security code did not match.' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: t('ui.cardForm.verificationValue') }),
    ).toHaveAccessibleDescription('The security code did not match.');
  },
};

/** Reusing the existing card: the fields are disabled (part 2 §5). */
export const Disabled: Story = {
  args: { onTokenize: undefined, isDisabled: true },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: t('ui.cardForm.number') }),
    ).toBeDisabled();
  },
};

/** Loading: the card is being tokenized; a second press does nothing. */
export const Tokenizing: Story = {
  args: {
    isSubmitting: true,
    defaultValue: {
      number: '4111 1111 1111 1111',
      month: '12',
      year: '2030',
      verification_value: '123',
    },
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(t('ui.cardForm.submit')) }),
    );
    await expect(args.onTokenize).not.toHaveBeenCalled();
  },
};

/** A phone (320 px): month and year side by side, the security code below. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
