import { walletConfirmationOutcome } from '@backline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { WalletConfirm } from './WalletConfirm';

function renderOutcome(status: number, locale = 'en') {
  const outcome = walletConfirmationOutcome(status, { message: 'Declined' }, 'help@example.com');
  return renderWithUI(
    <WalletConfirm totalCents={300} onConfirm={() => {}} outcome={outcome} />,
    locale,
  );
}

describe('WalletConfirm', () => {
  it('words each answer of POST /paypal/checkout/confirm as part 2 §8 does', () => {
    const expected: [number, string][] = [
      [200, 'Your PayPal order was placed. Enjoy your JamTracks!'],
      [404, 'PayPal authorization has expired. Please restart the PayPal confirmation process.'],
      [422, 'PayPal Purchase Error: Declined'],
      [500, 'PayPal Error. please contact support help@example.com'],
    ];
    for (const [status, text] of expected) {
      const { unmount } = renderOutcome(status);
      expect(screen.getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('hides the buttons once the order is placed', () => {
    renderOutcome(200);
    expect(screen.queryByRole('button', { name: 'Confirm Payment' })).toBeNull();
  });

  it('keeps the buttons after an error, so the person can retry or cancel', () => {
    renderOutcome(422);
    expect(screen.getByRole('button', { name: 'Confirm Payment' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel Payment' })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
  });

  it('speaks Spanish', () => {
    renderOutcome(404, 'es');
    expect(
      screen.getByText(
        'La autorización de PayPal ha caducado. Reinicia el proceso de confirmación de PayPal.',
      ),
    ).toBeInTheDocument();
  });
});
