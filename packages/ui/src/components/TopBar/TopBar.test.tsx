import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { TopBar } from './TopBar';

const user = { name: 'Ana María López García', photo_url: null };

describe('TopBar', () => {
  it('signed out: the logo, subscribe and sign-in links, and no account menu', () => {
    renderWithUI(<TopBar />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Backline' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(banner).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/account/subscription',
    );
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('signed in: the bell slot and the avatar menu instead of the sign-in link', () => {
    renderWithUI(<TopBar user={user} notifications={<button type="button">Bell</button>} />);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bell' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: user.name });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    // Shown shortened to 20 characters (part 1 §9), announced in full.
    expect(screen.getByText('Ana María López Garc…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('opens the account menu, named by the person, and signs out from it', async () => {
    // The keyboard path (Enter, arrows, Escape) runs in a real browser: TopBar.stories play tests.
    const pointer = userEvent.setup();
    const onSignOut = vi.fn();
    const onSettings = vi.fn();
    renderWithUI(
      <TopBar
        user={user}
        menuItems={[{ id: 'settings', label: 'Settings', onAction: onSettings }]}
        onSignOut={onSignOut}
      />,
    );
    await pointer.click(screen.getByRole('button', { name: user.name }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName(user.name);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Settings', 'Sign out']);
    await pointer.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSettings).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('uses the app router for its in-app links', () => {
    renderWithUI(
      <TopBar
        renderLink={({ href, children, ...props }) => (
          <a data-router-link="" href={href} {...props}>
            {children}
          </a>
        )}
      />,
    );
    for (const name of ['Backline', 'Subscribe', 'Sign in']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('data-router-link');
    }
  });

  it('speaks Spanish under the es locale', () => {
    renderWithUI(<TopBar />, 'es');
    expect(screen.getByRole('link', { name: 'Suscribirse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});
