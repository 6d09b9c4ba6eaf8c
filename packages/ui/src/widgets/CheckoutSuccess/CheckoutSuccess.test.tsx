import { parseCheckoutSuccessQuery } from '@backline/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { CheckoutSuccess } from './CheckoutSuccess';

describe('CheckoutSuccess', () => {
  it('thanks for the free JamTrack by name and links its player', () => {
    const query = parseCheckoutSuccessQuery({ free: 'yes', jamtrackId: 'jt 7' });
    renderWithUI(
      <CheckoutSuccess
        variant={query.free ? 'free' : 'paid'}
        jamTrackId={query.jamTrackId}
        jamTrackName="Superstition"
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Thank you! Superstition is yours.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play it now' })).toHaveAttribute(
      'href',
      '/jamtrack/jt%207',
    );
  });

  it('thanks for an order with the email promise and a link to My JamTracks', () => {
    renderWithUI(<CheckoutSuccess variant="paid" />);
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(
      screen.getByText('You will receive an order confirmation email shortly.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My JamTracks' })).toHaveAttribute(
      'href',
      '/my-jamtracks',
    );
    expect(screen.getByText(/Windows and Mac/)).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithUI(<CheckoutSuccess variant="paid" />, 'es');
    expect(screen.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
  });
});
