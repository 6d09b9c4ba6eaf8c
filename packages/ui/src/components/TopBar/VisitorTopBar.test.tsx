import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { VisitorTopBar } from './VisitorTopBar';

describe('VisitorTopBar', () => {
  it("the visitor's bar: the logo, subscribe and sign-in links, and no account menu", () => {
    renderWithUI(<VisitorTopBar signInHref="/auth/login?next=%2Ffriends" />);
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
      '/auth/login?next=%2Ffriends',
    );
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish under the es locale', () => {
    renderWithUI(<VisitorTopBar />, 'es');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  // A visitor's first load must not pay for React Aria's menu, popover and collections.
  it("does not import the avatar menu's code", () => {
    for (const file of ['VisitorTopBar.tsx', 'TopBarFrame.tsx']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import (?!type ).*from '([^']+)';$/gm)].map(
        (match) => match[1],
      );
      expect(imports.filter((path) => /AvatarMenu|Menu\/|Popover/.test(path ?? ''))).toEqual([]);
    }
  });
});
