import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoJamTrack } from '../../components/private/StoreStoryKit/storeStoryKit';
import { JamTrackRow } from './JamTrackRow';

const signedIn = { show_free_jamtrack: false };

describe('JamTrackRow', () => {
  it('shows the price in dollars and adds by id', async () => {
    const onAddToCart = vi.fn();
    renderWithUI(
      <JamTrackRow
        jamTrack={demoJamTrack({ id: 'jt-7', download_price: 1299 })}
        user={signedIn}
        onAddToCart={onAddToCart}
      />,
    );
    expect(screen.getByText('$12.99')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAddToCart).toHaveBeenCalledWith('jt-7');
  });

  it('says "purchased" for an owned JamTrack even when it is also free and in the cart', () => {
    renderWithUI(
      <JamTrackRow
        jamTrack={demoJamTrack({ id: 'a', purchased: true, allow_free: true, added_cart: true })}
        user={{ show_free_jamtrack: true }}
      />,
    );
    expect(screen.getByText('purchased')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers "Get it free" only when the user may have the free JamTrack', () => {
    const free = demoJamTrack({ id: 'a', allow_free: true });
    const { rerender } = renderWithUI(
      <JamTrackRow jamTrack={free} user={{ show_free_jamtrack: true }} />,
    );
    expect(screen.getByRole('button', { name: 'Get it free' })).toHaveAccessibleDescription(
      'Your first JamTrack is on us.',
    );
    rerender(<JamTrackRow jamTrack={free} user={{ show_free_jamtrack: false }} />);
    expect(screen.queryByRole('button', { name: 'Get it free' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('links "already in cart" to the cart', () => {
    renderWithUI(
      <JamTrackRow jamTrack={demoJamTrack({ id: 'a', added_cart: true })} user={signedIn} />,
    );
    expect(screen.getByRole('link', { name: 'already in cart' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  });

  it('disables "Add to cart" when signed out', () => {
    renderWithUI(<JamTrackRow jamTrack={demoJamTrack({ id: 'a' })} user={null} />);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('lists the stems, the master first when it can be previewed, and toggles previews', async () => {
    const onPreviewChange = vi.fn();
    const jamTrack = demoJamTrack({ id: 'a' });
    const { rerender } = renderWithUI(
      <JamTrackRow jamTrack={jamTrack} user={signedIn} onPreviewChange={onPreviewChange} />,
    );
    const list = screen.getByRole('list', { name: 'Tracks' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Superstition', 'Drums', 'Bass', 'Keys', 'Vocal', 'Click']);
    // The click has no preview URL: no button.
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Bass' }));
    expect(onPreviewChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a-bass' }));

    rerender(
      <JamTrackRow
        jamTrack={jamTrack}
        user={signedIn}
        previewTrackId="a-bass"
        onPreviewChange={onPreviewChange}
      />,
    );
    const playing = screen.getByRole('button', { name: 'Preview Bass' });
    expect(playing).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(playing);
    expect(onPreviewChange).toHaveBeenLastCalledWith(null);
  });

  it('leaves the master out and shows no buttons without a preview handler', () => {
    renderWithUI(<JamTrackRow jamTrack={demoJamTrack({ id: 'a' })} user={signedIn} />);
    const list = screen.getByRole('list', { name: 'Tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('speaks Spanish', () => {
    renderWithUI(<JamTrackRow jamTrack={demoJamTrack({ id: 'a' })} user={signedIn} />, 'es');
    expect(screen.getByRole('button', { name: 'Añadir al carrito' })).toBeInTheDocument();
    expect(screen.getByText('de Stevie Wonder')).toBeInTheDocument();
  });
});
