import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { HelpResources } from './HelpResources';

const jamTrack = { original_artist: 'Stevie Wonder', original_artist_slug: 'stevie-wonder' };
const articles = [{ title: 'Using the web player', href: 'https://help.example/player' }];

describe('HelpResources (part 2 §2)', () => {
  it('links the help articles, the JamTracks home and more by the artist', () => {
    renderWithUI(<HelpResources jamTrack={jamTrack} articles={articles} />);
    expect(screen.getByRole('link', { name: /Using the web player/ })).toHaveAttribute(
      'href',
      'https://help.example/player',
    );
    expect(screen.getByRole('link', { name: 'JamTracks home' })).toHaveAttribute(
      'href',
      '/jamtracks',
    );
    expect(screen.getByRole('link', { name: 'More by Stevie Wonder' })).toHaveAttribute(
      'href',
      '/jamtracks?artist=stevie-wonder',
    );
  });

  it('speaks Spanish', () => {
    renderWithUI(<HelpResources jamTrack={jamTrack} articles={[]} />, 'es');
    expect(screen.getByRole('navigation', { name: 'Recursos de ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Más de Stevie Wonder' })).toBeInTheDocument();
  });
});
