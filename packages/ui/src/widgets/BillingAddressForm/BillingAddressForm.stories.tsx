import { type BillingAddress, emptyBillingAddress } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { inFrame, storeMessages } from '../../components/private/StoreStoryKit/storeStoryKit';
import { BillingAddressForm, type BillingAddressFormProps } from './BillingAddressForm';

const countries = [
  { countrycode: 'US', countryname: 'United States' },
  { countrycode: 'CA', countryname: 'Canada' },
  { countrycode: 'ES', countryname: 'Spain' },
  { countrycode: 'MX', countryname: 'Mexico' },
];

const filled: BillingAddress = {
  first_name: 'Ana',
  last_name: 'López',
  address1: '12 Calle Mayor',
  address2: '',
  city: 'Sevilla',
  state: 'Andalucía',
  zip: '41001',
  country: 'ES',
};

/** The page's side: it owns the address and turns errors on when the form is submitted. */
function Checkout(props: Partial<BillingAddressFormProps>) {
  const [value, setValue] = useState<BillingAddress>(props.value ?? emptyBillingAddress());
  const [showErrors, setShowErrors] = useState(props.showErrors ?? false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
      }}
      style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <BillingAddressForm
        countries={countries}
        {...props}
        value={value}
        showErrors={showErrors}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

const meta = {
  title: 'Widgets/BillingAddressForm',
  component: BillingAddressForm,
  args: { value: emptyBillingAddress(), countries, onChange: fn() },
  decorators: [inFrame(640)],
  parameters: { layout: 'padded' },
  render: (args) => <Checkout {...args} />,
} satisfies Meta<typeof BillingAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a fresh form, country preset to the United States. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: t('ui.billingAddressForm.legend') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('ui.billingAddressForm.country')) }),
    ).toHaveTextContent('United States');
    await expect(
      canvas.getByRole('textbox', { name: t('ui.billingAddressForm.address2') }),
    ).not.toBeRequired();
  },
};

export const Filled: Story = { args: { value: filled } };

/** Error: submitting an empty form shows every §5 "… is required" message but Address 2's. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // The refusals are the domain catalogue's (the API answers them; sign-up says the names').
    for (const [label, message] of [
      ['firstName', 'person.firstNameRequired'],
      ['lastName', 'person.lastNameRequired'],
      ['address1', 'billingAddress.addressRequired'],
      ['city', 'postalAddress.cityRequired'],
      ['state', 'billingAddress.stateRequired'],
      ['zip', 'billingAddress.zipRequired'],
    ] as const) {
      const input = canvas.getByRole('textbox', { name: t(`ui.billingAddressForm.${label}`) });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(t(message));
    }
    await expect(
      canvas.getByRole('textbox', { name: t('ui.billingAddressForm.address2') }),
    ).not.toHaveAttribute('aria-invalid');
  },
};

/** A server error shows under its field. */
export const ServerError: Story = {
  args: { value: filled, serverErrors: { zip: 'zip is not valid for Spain' } },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('textbox', { name: t('ui.billingAddressForm.zip') }),
    ).toHaveAccessibleDescription('zip is not valid for Spain');
  },
};

export const Disabled: Story = { args: { value: filled, isDisabled: true } };

/** Loading: the countries have not arrived; the chosen one still shows. */
export const CountriesLoading: Story = {
  args: { countries: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(
      within(canvasElement).getByRole('button', {
        name: new RegExp(t('ui.billingAddressForm.country')),
      }),
    ).toHaveTextContent('US');
  },
};

/** Keyboard: fill the fields in order with Tab, then pick a country with the arrow keys. */
export const FillWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: t('ui.billingAddressForm.firstName') }),
    ).toHaveFocus();
    for (const text of ['Ana', 'López', '12 Calle Mayor', '', 'Sevilla', 'Andalucía', '41001']) {
      if (text) await userEvent.keyboard(text);
      await userEvent.tab();
    }
    await expect(
      canvas.getByRole('button', { name: new RegExp(t('ui.billingAddressForm.country')) }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(listbox).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ first_name: 'Ana', zip: '41001', country: 'ES' }),
    );
  },
};

/** A phone (320 px): one column. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: { value: filled },
  play: async ({ canvasElement }) => {
    const fieldset = canvasElement.querySelector('fieldset')!;
    await expect(fieldset.scrollWidth).toBeLessThanOrEqual(fieldset.clientWidth + 1);
  },
};
