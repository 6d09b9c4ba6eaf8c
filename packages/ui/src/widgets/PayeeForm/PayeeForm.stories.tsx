import { PAYEE_MESSAGE_IDS, type PayeeAccount } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  inFrame,
  storeMessages,
  withRouter,
} from '../../components/private/StoreStoryKit/storeStoryKit';
import { PayeeForm } from './PayeeForm';

const countries = [
  { countrycode: 'US', countryname: 'United States' },
  { countrycode: 'CA', countryname: 'Canada' },
  { countrycode: 'ES', countryname: 'Spain' },
  { countrycode: 'MX', countryname: 'Mexico' },
];

const american: PayeeAccount = {
  address: {
    phone_last_4: '1234',
    address1: '500 Main Street',
    address2: 'Apt 4',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
  },
  venmo_user_id: '@ana-lopez',
  tax_identifier: '123-45-6789',
};

const meta = {
  title: 'Widgets/PayeeForm',
  component: PayeeForm,
  args: { countries, onSubmit: fn() },
  decorators: [inFrame(640)],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PayeeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: saving shows §5's required errors; nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.payeeForm.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const [label, message] of [
      ['address1', 'address1Required'],
      ['city', 'cityRequired'],
      ['state', 'stateRequired'],
      ['postalCode', 'postalCodeRequired'],
      ['phoneLast4', 'phoneLast4Required'],
      ['venmoUserId', 'venmoUserIdRequired'],
      ['taxIdentifier', 'taxIdentifierRequired'],
    ] as const) {
      const input = canvas.getByRole('textbox', { name: t(`ui.payeeForm.${label}`) });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        expect.stringContaining(t(PAYEE_MESSAGE_IDS[message])),
      );
    }
  },
};

/** Saved details load into the form; saving sends them unchanged. */
export const Filled: Story = {
  args: { defaultValue: american },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('ui.payeeForm.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(american);
  },
};

/** Invalid values: a short phone and a Venmo id with spaces. */
export const InvalidValues: Story = {
  args: {
    defaultValue: {
      ...american,
      address: { ...american.address, phone_last_4: '12' },
      venmo_user_id: 'ana lopez',
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.payeeForm.submit') }));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.payeeForm.phoneLast4') }),
    ).toHaveAccessibleDescription(expect.stringContaining(t('payee.phoneLast4Invalid')));
    await expect(
      canvas.getByRole('textbox', { name: t('ui.payeeForm.venmoUserId') }),
    ).toHaveAccessibleDescription(expect.stringContaining(t('payee.venmoUserIdInvalid')));
  },
};

/** Outside the US the tax id is optional: choosing Spain with the keyboard drops the rule. */
export const OutsideTheUS: Story = {
  args: { defaultValue: { ...american, tax_identifier: '' } },
  play: async ({ args, canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const taxId = canvas.getByRole('textbox', { name: t('ui.payeeForm.taxIdentifier') });
    await expect(taxId).toBeRequired();
    canvas.getByRole('button', { name: new RegExp(t('ui.payeeForm.country')) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(taxId).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.payeeForm.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: expect.objectContaining({ country: 'ES' }) }),
    );
  },
};

/** §8: the save failed. */
export const SaveFailed: Story = {
  args: { defaultValue: american, result: 'failed' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('ui.payeeForm.saveFailed'),
    );
  },
};

/** The success message. */
export const Saved: Story = {
  args: { defaultValue: american, result: 'saved' },
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      t('ui.payeeForm.saved'),
    );
  },
};

export const Submitting: Story = { args: { defaultValue: american, isSubmitting: true } };

/** The load answered 400: the not-an-affiliate message and a link to the programme. */
export const NotAnAffiliate: Story = {
  args: { notAffiliate: true },
  decorators: [withRouter(fn())],
  play: async ({ canvasElement, globals }) => {
    const t = storeMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('payee.notAffiliate'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ui.payeeForm.program') })).toHaveAttribute(
      'href',
      '/affiliate/program',
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** A phone (320 px): one column, nothing overflows. */
export const OnAPhone: Story = {
  decorators: [inFrame(320)],
  args: { defaultValue: american },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
  },
};
