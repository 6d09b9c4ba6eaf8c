import type { PersonInstrument } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { people } from '../private/sessionsStoryKit';
import { OnlineMusicians } from './OnlineMusicians';

const instrument = (description: string, priority: number): PersonInstrument => ({
  instrument_id: description,
  description,
  proficiency_level: 1,
  priority,
});

describe('OnlineMusicians', () => {
  it("says the lists' words (part 1 §2, §9)", () => {
    expect(en['ui.onlineMusicians.empty']).toBe('No Records!');
    expect(en['ui.onlineMusicians.more']).toBe('More');
  });

  it('shows 4 instruments in priority order, the rest behind "More"', async () => {
    const instruments = ['F', 'B', 'A', 'E', 'C', 'D'].map((name, index) =>
      instrument(name, [6, 2, 1, 5, 3, 4][index]!),
    );
    renderWithUI(<OnlineMusicians musicians={[{ ...people.ana, instruments }]} layout="cards" />);
    expect(screen.getByText('A, B, C, D')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('A, B, C, D, E, F')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('shortens long names to 20 characters, keeping the full name as a title', () => {
    renderWithUI(
      <OnlineMusicians
        musicians={[{ id: 'x', name: 'Maximiliano Alejandro Fernández', photo_url: null }]}
        layout="cards"
      />,
    );
    expect(screen.getByText('Maximiliano Alejandr…')).toHaveAttribute(
      'title',
      'Maximiliano Alejandro Fernández',
    );
  });

  it('opens a musician from their card', async () => {
    const onOpenMusician = vi.fn();
    renderWithUI(
      <OnlineMusicians
        musicians={[people.carmen]}
        onOpenMusician={onOpenMusician}
        layout="cards"
      />,
      'es',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver perfil de Carmen Ruiz' }));
    expect(onOpenMusician).toHaveBeenCalledWith(people.carmen.id);
  });
});
