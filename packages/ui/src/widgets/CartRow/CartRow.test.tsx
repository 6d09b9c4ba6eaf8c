import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoCartItem } from '../../components/private/StoreStoryKit/storeStoryKit';
import { CartRow } from './CartRow';

function renderRow(ui: React.ReactElement, locale = 'en') {
  return renderWithUI(<ul>{ui}</ul>, locale);
}

describe('CartRow', () => {
  it('shows the real price in dollars and removes by item id', async () => {
    const onRemove = vi.fn();
    renderRow(<CartRow item={demoCartItem('i-1', 'Superstition', 1250)} onRemove={onRemove} />);
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Remove Superstition' }));
    expect(onRemove).toHaveBeenCalledWith('i-1');
  });

  it('shows a free item as Free with its list price struck through', () => {
    renderRow(
      <CartRow item={demoCartItem('i-1', 'Superstition', 0, { total_price: 300, free: true })} />,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('$3.00').tagName).toBe('S');
  });

  it('ignores presses while removing', async () => {
    const onRemove = vi.fn();
    renderRow(<CartRow item={demoCartItem('i-1', 'X')} onRemove={onRemove} isRemoving />);
    await userEvent.click(screen.getByRole('link', { name: 'Remove X' }));
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('speaks Spanish', () => {
    renderRow(<CartRow item={demoCartItem('i-1', 'X')} onRemove={() => {}} />, 'es');
    expect(screen.getByRole('link', { name: 'Quitar X' })).toBeInTheDocument();
    expect(screen.getByText('Cantidad: 1')).toBeInTheDocument();
  });
});
