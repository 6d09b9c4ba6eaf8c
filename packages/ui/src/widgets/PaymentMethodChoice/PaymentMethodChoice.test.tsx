import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { PaymentMethodChoice } from './PaymentMethodChoice';

describe('PaymentMethodChoice', () => {
  it('offers the stored card by its last four digits', () => {
    renderWithUI(<PaymentMethodChoice value="existing_card" onChange={() => {}} lastFour="4242" />);
    expect(screen.getByRole('radio', { name: 'Use my existing card •••• 4242' })).toBeChecked();
  });

  it('offers no existing card without one', () => {
    renderWithUI(<PaymentMethodChoice value="credit_card" onChange={() => {}} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'credit_card',
      'paypal',
    ]);
  });

  it('reports the chosen method', async () => {
    const onChange = vi.fn();
    renderWithUI(<PaymentMethodChoice value="credit_card" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });

  it('asks to save the card only for a new card', () => {
    const props = { onChange: () => {}, onSaveCardForNextTimeChange: () => {}, lastFour: '1111' };
    const { rerender } = renderWithUI(<PaymentMethodChoice {...props} value="existing_card" />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    rerender(<PaymentMethodChoice {...props} value="credit_card" />);
    expect(
      screen.getByRole('checkbox', { name: 'Save this card for next time' }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithUI(<PaymentMethodChoice value="credit_card" onChange={() => {}} />, 'es');
    expect(screen.getByRole('radio', { name: 'Nueva tarjeta de crédito' })).toBeChecked();
  });
});
