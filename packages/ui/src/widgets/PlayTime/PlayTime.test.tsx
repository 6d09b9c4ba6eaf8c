import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { PlayTime } from './PlayTime';

const region = () => screen.getByRole('region', { name: 'Play time this month' });

describe('PlayTime', () => {
  it('shows hours and minutes left with the 2-people rule', () => {
    renderWithUI(<PlayTime seconds={2 * 3600 + 60} />);
    expect(region()).toHaveTextContent(
      'You have 2 hours 1 minute of play time left this month. Only sessions with 2 or more people count.',
    );
  });

  it('shows minutes alone under an hour, and never a negative time', () => {
    const { rerender } = renderWithUI(<PlayTime seconds={59 * 60} />);
    expect(region()).toHaveTextContent('You have 59 minutes of play time');
    rerender(<PlayTime seconds={-5} />);
    expect(region()).toHaveTextContent('You have 0 minutes of play time');
  });

  it('says unlimited without a limit', () => {
    renderWithUI(<PlayTime seconds={null} />);
    expect(region()).toHaveTextContent('Your play time is unlimited.');
  });

  it('speaks Spanish', () => {
    renderWithUI(<PlayTime seconds={3600} />, 'es');
    expect(screen.getByRole('region', { name: 'Tiempo de juego este mes' })).toHaveTextContent(
      'Te quedan 1 hora de tiempo de juego este mes.',
    );
  });
});
