import type { BillingInfo } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { PaymentMethodForm } from './PaymentMethodForm';

const now = new Date('2026-11-22T12:00:00Z');
const countries = [{ countrycode: 'US', countryname: 'United States' }];
const address: BillingInfo = {
  first_name: 'Ana',
  last_name: 'López',
  address1: '100 Main Street',
  address2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Payment Method' }));

describe('PaymentMethodForm', () => {
  it('saves nothing and shows the §5 messages while the address and card are incomplete', async () => {
    const onSave = vi.fn();
    renderWithUI(<PaymentMethodForm countries={countries} onSave={onSave} now={now} />);
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'City is required',
    );
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(
      'Invalid Card Number',
    );
  });

  it('hands a complete new card over as digits only', async () => {
    const onSave = vi.fn();
    renderWithUI(
      <PaymentMethodForm countries={countries} billingInfo={address} onSave={onSave} now={now} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Card Number' }), '4111111111111111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiration Month' }), '12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiration Year' }), '2030');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security Code (CVC)' }), '123');
    await submit();
    expect(onSave).toHaveBeenCalledWith({
      method: 'credit_card',
      address,
      card: { number: '4111111111111111', month: '12', year: '2030', verification_value: '123' },
    });
  });

  it('offers the stored card first and keeps it without a card entry', async () => {
    const onSave = vi.fn();
    renderWithUI(
      <PaymentMethodForm
        countries={countries}
        billingInfo={{ ...address, last_four: '4242' }}
        onSave={onSave}
        now={now}
      />,
    );
    expect(screen.getByRole('radio', { name: /4242/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Card Number' })).toBeDisabled();
    await submit();
    expect(onSave).toHaveBeenCalledWith({ method: 'existing_card', address, card: null });
  });

  it('starts on PayPal when a wallet agreement pays, and sends only the address back', async () => {
    const onSave = vi.fn();
    renderWithUI(
      <PaymentMethodForm
        countries={countries}
        billingInfo={{
          ...address,
          last_four: null,
          payment_method: 'paypal',
          paypal_email: 'ana@example.com',
        }}
        onSave={onSave}
        now={now}
      />,
    );
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Card Number' })).not.toBeInTheDocument();
    await submit();
    expect(onSave).toHaveBeenCalledWith({ method: 'paypal', address, card: null });
  });

  it('shows the §8 text of each failure above the payment method', () => {
    const { rerender } = renderWithUI(
      <PaymentMethodForm
        countries={countries}
        billingInfo={address}
        onSave={vi.fn()}
        failure={{ kind: 'card', fields: { verification_value: 'Bad code' } }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error processing your card. Please check your details and try again.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Security Code (CVC)' }),
    ).toHaveAccessibleDescription('Bad code');
    rerender(
      <PaymentMethodForm
        countries={countries}
        billingInfo={address}
        onSave={vi.fn()}
        failure={{ kind: 'updateFailed' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update payment method.');
  });
});
