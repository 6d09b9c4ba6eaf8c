import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SkipLink } from './SkipLink';

function page(locale = 'en') {
  return renderWithUI(
    <>
      <SkipLink targetId="main-content" />
      <a href="#nav">Navigation</a>
      <main id="main-content" tabIndex={-1}>
        <a href="#inside">Inside</a>
      </main>
    </>,
    locale,
  );
}

describe('SkipLink', () => {
  it('is the first stop of Tab and moves the focus to its target', async () => {
    const user = userEvent.setup();
    page();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Inside' })).toHaveFocus();
  });

  it('speaks Spanish', () => {
    page('es');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeInTheDocument();
  });
});
