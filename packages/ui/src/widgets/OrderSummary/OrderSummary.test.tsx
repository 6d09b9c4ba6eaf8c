import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoCart, demoCartItem } from '../../components/private/StoreStoryKit/storeStoryKit';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary', () => {
  it('totals the real prices, whatever total the cart carries', () => {
    const cart = demoCart([
      demoCartItem('a', 'A', 300),
      demoCartItem('b', 'B', 0, { total_price: 300, free: true }),
      demoCartItem('c', 'C', 1999),
    ]);
    renderWithUI(<OrderSummary cart={{ ...cart, total: 99_999 }} />);
    const total = screen.getByText('Total').parentElement!;
    expect(within(total).getByText('$22.99')).toBeInTheDocument();
  });

  it('disables "Confirm & Pay" without a cart total', () => {
    renderWithUI(<OrderSummary cart={demoCart([])} onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm & Pay' })).toBeDisabled();
  });

  it('pays once per press and never while submitting', async () => {
    const onConfirm = vi.fn();
    const cart = demoCart([demoCartItem('a', 'A')]);
    const { rerender } = renderWithUI(<OrderSummary cart={cart} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<OrderSummary cart={cart} onConfirm={onConfirm} isSubmitting />);
    await userEvent.click(screen.getByRole('button', { name: /Confirm & Pay/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('links the terms inside the sentence, in each language', () => {
    const props = {
      cart: demoCart([demoCartItem('a', 'A')]),
      termsHref: '/terms',
      purchaseTermsHref: '/purchase-terms',
    };
    const { unmount } = renderWithUI(<OrderSummary {...props} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'JamTracks Purchase Terms' })).toHaveAttribute(
      'href',
      '/purchase-terms',
    );
    unmount();
    renderWithUI(<OrderSummary {...props} />, 'es');
    expect(
      screen.getByRole('link', { name: 'Condiciones de compra de JamTracks' }),
    ).toHaveAttribute('href', '/purchase-terms');
  });
});
