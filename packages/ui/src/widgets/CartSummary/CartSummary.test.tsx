import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoCart, demoCartItem } from '../../components/private/StoreStoryKit/storeStoryKit';
import { CartSummary } from './CartSummary';

describe('CartSummary', () => {
  it('totals the real prices and counts the quantities', () => {
    const cart = demoCart([
      demoCartItem('a', 'A', 300),
      { ...demoCartItem('b', 'B', 700), quantity: 2 },
      demoCartItem('c', 'C', 0, { total_price: 300, free: true }),
    ]);
    // A total sent by the server that disagrees is not what the line shows: the rule is the sum.
    renderWithUI(<CartSummary cart={{ ...cart, total: 1 }} />);
    expect(screen.getByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeInTheDocument();
    const totalLine = screen.getByText('Total (4 items)').parentElement!;
    expect(within(totalLine).getByText('$10.00')).toBeInTheDocument();
  });

  it('shows the empty text and no Checkout for an empty cart', () => {
    renderWithUI(<CartSummary cart={demoCart([])} />);
    expect(
      screen.getByText('You have no items in your shopping cart. Go ahead and start shopping!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
  });

  it('says one item in the singular', () => {
    renderWithUI(<CartSummary cart={demoCart([demoCartItem('a', 'A')])} />);
    expect(screen.getByRole('heading', { name: 'Shopping Cart (1 item)' })).toBeInTheDocument();
  });

  it('reports the last removal', () => {
    const { rerender } = renderWithUI(<CartSummary cart={demoCart([])} removeResult="removed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Item removed from cart');
    rerender(<CartSummary cart={demoCart([])} removeResult="failed" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error removing item');
  });

  it('speaks Spanish', () => {
    renderWithUI(<CartSummary cart={demoCart([demoCartItem('a', 'A')])} />, 'es');
    expect(
      screen.getByRole('heading', { name: 'Carrito de compras (1 artículo)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finalizar compra' })).toBeInTheDocument();
  });
});
