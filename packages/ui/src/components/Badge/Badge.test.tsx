import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a count under the cap as it is', () => {
    renderWithUI(<Badge count={42} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent(/^42$/);
  });

  it('shows 99+ at 99 and says "99 or more" to screen readers', () => {
    renderWithUI(<Badge count={99} data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveTextContent('99 or more');
  });

  it('says it in Spanish under the es locale', () => {
    renderWithUI(<Badge count={250} data-testid="badge" />, 'es');
    expect(screen.getByTestId('badge')).toHaveTextContent('99 o más');
  });

  it('renders nothing at zero', () => {
    const { container } = renderWithUI(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
