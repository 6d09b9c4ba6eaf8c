import { PAYEE_MESSAGES, type PayeeAccount } from '@backline/domain';
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
  it('words the §5 and §8 messages as the domain does', () => {
    // The city's refusal is the billing address's words: the domain catalogue holds it.
    const texts: Record<string, string> = uiMessages.en;
    const ui = Object.fromEntries(
      Object.keys(PAYEE_MESSAGES).map((key) => [
        key,
        texts[key === 'cityRequired' ? 'postalAddress.cityRequired' : `ui.payeeForm.${key}`],
      ]),
    );
    expect(ui).toEqual(PAYEE_MESSAGES);
  });

  it('shows every §5 error on an empty save, the tax id included for the US', async () => {
    const onSubmit = vi.fn();
    renderWithUI(<PayeeForm countries={countries} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save payee details' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const [label, message] of [
      ['Street address 1', PAYEE_MESSAGES.address1Required],
      ['City', PAYEE_MESSAGES.cityRequired],
      ['State', PAYEE_MESSAGES.stateRequired],
      ['Zip', PAYEE_MESSAGES.postalCodeRequired],
      ['Last 4 digits of phone', PAYEE_MESSAGES.phoneLast4Required],
      ['Venmo user id', PAYEE_MESSAGES.venmoUserIdRequired],
      ['Tax id', PAYEE_MESSAGES.taxIdentifierRequired],
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
    expect(screen.getByText(PAYEE_MESSAGES.notAffiliate)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate program' })).toHaveAttribute(
      'href',
      '/affiliate/program',
    );
    expect(screen.queryByRole('button', { name: 'Save payee details' })).toBeNull();
  });
});
