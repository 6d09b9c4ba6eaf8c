import { PAYEE_MESSAGE_IDS, type PayeeAccount } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { uiMessages } from '../../messages';
import { PayeeForm } from './PayeeForm';

const countries = [
  { countrycode: 'US', countryname: 'United States' },
  { countrycode: 'ES', countryname: 'Spain' },
];

const spanish: PayeeAccount = {
  address: {
    phone_last_4: '1234',
    address1: '12 Calle Mayor',
    address2: '',
    city: 'Sevilla',
    state: 'Andalucía',
    postal_code: '41001',
    country: 'ES',
  },
  venmo_user_id: '@ana-lopez',
  tax_identifier: '',
};

describe('PayeeForm', () => {
  it('words the §5 and §8 messages', () => {
    // The refusals are the domain catalogue's (the API answers them); the toasts the form's.
    const ui = Object.fromEntries(
      Object.entries(PAYEE_MESSAGE_IDS).map(([key, id]) => [key, uiMessages.en[id]]),
    );
    expect(ui).toEqual({
      phoneLast4Required: 'Last 4 digits of phone are required',
      phoneLast4Invalid: 'Enter the last 4 digits of your phone',
      address1Required: 'Street address 1 is required',
      cityRequired: 'City is required',
      stateRequired: 'State is required',
      postalCodeRequired: 'Zip is required',
      venmoUserIdRequired: 'Venmo user id is required',
      venmoUserIdInvalid: 'Venmo user id is invalid',
      taxIdentifierRequired: 'Tax id is required for US residents',
      notAffiliate:
        'You are not an affiliate partner yet. Learn about the affiliate program first.',
    });
    expect(uiMessages.en['ui.payeeForm.saveFailed']).toBe('Error saving payee account details');
    expect(uiMessages.en['ui.payeeForm.saved']).toBe('Payee account details saved');
  });

  it('shows every §5 error on an empty save, the tax id included for the US', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<PayeeForm countries={countries} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save payee details' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const [label, message] of [
      ['Street address 1', 'Street address 1 is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['Zip', 'Zip is required'],
      ['Last 4 digits of phone', 'Last 4 digits of phone are required'],
      ['Venmo user id', 'Venmo user id is required'],
      ['Tax id', 'Tax id is required for US residents'],
    ]) {
      expect(
        screen.getByRole('textbox', { name: new RegExp(`^${label}`) }),
      ).toHaveAccessibleDescription(new RegExp(message!));
    }
  });

  it('keeps only 4 digits in the phone field', async () => {
    renderWithUI(<PayeeForm countries={countries} onSubmit={vi.fn()} />);
    const phone = screen.getByRole('textbox', { name: /^Last 4 digits of phone/ });
    await userEvent.type(phone, '5a55-12');
    expect(phone).toHaveValue('5551');
  });

  it('saves a resident outside the US without a tax id', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<PayeeForm countries={countries} defaultValue={spanish} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: /^Tax id/ })).not.toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save payee details' }));
    expect(onSubmit).toHaveBeenCalledWith(spanish);
  });

  it('shows the not-an-affiliate message with a link to the programme instead of the form', () => {
    renderWithUI(<PayeeForm countries={countries} onSubmit={vi.fn()} notAffiliate />);
    expect(screen.getByText(/^You are not an affiliate partner yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate program' })).toHaveAttribute(
      'href',
      '/affiliate/program',
    );
    expect(screen.queryByRole('button', { name: 'Save payee details' })).toBeNull();
  });
});
