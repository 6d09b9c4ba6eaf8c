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

  it('says what the free JamTrack holds and offers ways on', () => {
    renderWithUI(
      <CheckoutSuccess
        variant="free"
        jamTrackId="jt7"
        jamTrackName="Superstition"
        originalArtist="Stevie Wonder"
        trackCount={6}
      />,
    );
    expect(screen.getByText(/with 6 tracks you can play along with/)).toHaveTextContent(
      'By Stevie Wonder, with 6 tracks you can play along with.',
    );
    expect(screen.getByText(/mute or solo its tracks/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My JamTracks' })).toHaveAttribute(
      'href',
      '/my-jamtracks',
    );
    expect(screen.getByRole('link', { name: 'Browse more JamTracks' })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
  });

  it('lists what the order bought, each opening its player', () => {
    renderWithUI(
      <CheckoutSuccess
        variant="paid"
        jamTracks={[{ id: 'a1', name: 'Levee Blues', original_artist: 'Delta Smoke' }]}
      />,
    );
    expect(screen.getByRole('list', { name: 'In this order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Levee Blues' })).toHaveAttribute(
      'href',
      '/jamtrack/a1',
    );
  });

  it('says so, and thanks for nothing, when there is no order to show', () => {
    renderWithUI(<CheckoutSuccess variant="notFound" />);
    expect(
      screen.getByRole('heading', { name: 'There is no order to show here' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Thank you/)).not.toBeInTheDocument();
    expect(screen.queryByText(/confirmation email/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My JamTracks' })).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithUI(<CheckoutSuccess variant="paid" />, 'es');
    expect(screen.getByRole('heading', { name: '¡Gracias por tu compra!' })).toBeInTheDocument();
  });
});
