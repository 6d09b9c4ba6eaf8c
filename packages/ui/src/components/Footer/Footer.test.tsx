import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { Footer } from './Footer';

const links = {
  terms: 'https://www.example.com/terms',
  about: 'https://www.example.com/about',
  helpDesk: 'https://help.example.com',
};

describe('Footer', () => {
  it('lists the given links in the spec order, opened in a new tab and announced so', () => {
    renderWithUI(<Footer links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Site links' });
    const anchors = within(nav).getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([
      links.about,
      links.terms,
      links.helpDesk,
    ]);
    for (const anchor of anchors) {
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'About (opens in a new tab)' })).toBeVisible();
  });

  it('keeps links in the same tab when asked', () => {
    renderWithUI(<Footer links={links} openInNewTab={false} />);
    const about = screen.getByRole('link', { name: 'About' });
    expect(about).not.toHaveAttribute('target');
    expect(about).not.toHaveAttribute('rel');
  });

  it('is a contentinfo landmark with extra content and no empty navigation', () => {
    renderWithUI(<Footer links={{}}>© Backline</Footer>);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© Backline');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('translates the labels', () => {
    renderWithUI(<Footer links={links} />, 'es');
    expect(screen.getByRole('link', { name: /^Acerca de/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Mesa de ayuda/ })).toBeInTheDocument();
  });
});
