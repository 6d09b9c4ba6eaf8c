import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SavedPaymentInfo, type SavedPaymentInfoProps } from './SavedPaymentInfo';

const props: SavedPaymentInfoProps = {
  method: 'existing_card',
  lastFour: '4242',
  isChangingPaymentInfo: false,
  onChangingPaymentInfoChange: () => {},
  onConfirm: () => {},
  cartTotal: 300,
};

describe('SavedPaymentInfo', () => {
  it('says which card pays', () => {
    renderWithUI(<SavedPaymentInfo {...props} />);
    expect(screen.getByText('You will pay with the card •••• 4242.')).toBeInTheDocument();
  });

  it('says PayPal for the wallet, and "your saved card" without last four digits', () => {
    const { rerender } = renderWithUI(<SavedPaymentInfo {...props} method="paypal" />);
    expect(screen.getByText('You will pay with PayPal.')).toBeInTheDocument();
    rerender(<SavedPaymentInfo {...props} lastFour={null} />);
    expect(screen.getByText('You will pay with your saved card.')).toBeInTheDocument();
  });

  it('follows the domain rule for "Confirm & Pay"', () => {
    const { rerender } = renderWithUI(<SavedPaymentInfo {...props} cartTotal={0} />);
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeDisabled();
    rerender(<SavedPaymentInfo {...props} cartTotal={300} />);
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeEnabled();
  });

  it('speaks Spanish', () => {
    renderWithUI(<SavedPaymentInfo {...props} />, 'es');
    expect(screen.getByRole('button', { name: 'Cambiar información de pago' })).toBeInTheDocument();
  });
});
