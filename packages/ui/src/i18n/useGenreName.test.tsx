import { defaultPeopleFilter } from '@backline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../test/renderWithUI';
import { ProfileGenres } from '../widgets/ProfileEditor/ProfileGenres';
import { ProfilePanel } from '../widgets/ProfilePanel/ProfilePanel';
import { ana } from '../widgets/private/peopleStoryData';
import { SearchFilterModal } from '../widgets/SearchFilterModal/SearchFilterModal';
import { useGenreName } from './useGenreName';

// Genre names stayed English in Spanish (as instrument names did before
// useInstrumentName). One home for the text: the catalogue's ui.genre.<id>.

const genres = [
  { id: 'classical', description: 'Classical' },
  { id: 'electronic', description: 'Electronic' },
  { id: 'latin', description: 'Latin' },
  { id: 'flamenco', description: 'Flamenco' },
];

function Name({ id, description }: { id: string; description: string }) {
  return <span>{useGenreName()(id, description)}</span>;
}

describe('useGenreName', () => {
  it('names a genre of the reference data in the reader’s language', () => {
    renderWithUI(<Name id="classical" description="Classical" />, 'es');
    expect(screen.getByText('Clásica')).toBeInTheDocument();
  });

  it('keeps the API’s name for a genre the catalogue does not know yet', () => {
    renderWithUI(<Name id="flamenco" description="Flamenco" />, 'es');
    expect(screen.getByText('Flamenco')).toBeInTheDocument();
  });

  it('the profile’s genre checkboxes are named in Spanish', () => {
    renderWithUI(
      <ProfileGenres profile={{ genres: [] }} onChange={() => {}} genres={genres} />,
      'es',
    );
    for (const name of ['Clásica', 'Electrónica', 'Latina', 'Flamenco'])
      expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Classical' })).toBeNull();
  });

  it('the finder’s filter names genres in Spanish', () => {
    renderWithUI(
      <SearchFilterModal
        isOpen
        onOpenChange={() => {}}
        value={defaultPeopleFilter()}
        instruments={[]}
        genres={genres}
        onUpdate={() => {}}
        onReset={() => {}}
      />,
      'es',
    );
    const group = screen.getByRole('group', { name: 'Géneros' });
    expect(within(group).getByRole('checkbox', { name: 'Electrónica' })).toBeInTheDocument();
    expect(within(group).queryByRole('checkbox', { name: 'Electronic' })).toBeNull();
  });
});

describe('a musician’s genres in the profile panel', () => {
  it('are named in Spanish', () => {
    const person = {
      ...ana,
      genres: [
        {
          genre_id: 'classical',
          genre_type: 'profile' as const,
          player_type: null,
          description: 'Classical',
        },
      ],
    };
    renderWithUI(<ProfilePanel isOpen person={person} />, 'es');
    expect(screen.getByText('Clásica')).toBeInTheDocument();
    expect(screen.queryByText('Classical')).toBeNull();
  });
});
