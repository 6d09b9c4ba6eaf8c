import { SPEED_TRAINER_DEFAULT } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { SpeedTrainer, type SpeedTrainerProps } from './SpeedTrainer';

function renderTrainer(props: Partial<SpeedTrainerProps> = {}, locale = 'en') {
  const onTrainerChange = vi.fn();
  const onEnabledChange = vi.fn();
  renderWithUI(
    <SpeedTrainer
      trainer={SPEED_TRAINER_DEFAULT}
      isEnabled
      pass={4}
      onTrainerChange={onTrainerChange}
      onEnabledChange={onEnabledChange}
      {...props}
    />,
    locale,
  );
  return { onTrainerChange, onEnabledChange };
}

describe('SpeedTrainer', () => {
  it('shows the pass and the tempo the trainer is at', () => {
    // 70 %, +5 % every 2 passes: the fifth pass (4 done) plays at 80 %.
    renderTrainer();
    expect(screen.getByRole('status')).toHaveTextContent('Pass 5 at 80%');
    expect(screen.getByText('Tempos: 70%, 75%, 80%, 85%, 90%, 95%, 100%')).toBeVisible();
  });

  it('reads in Spanish', () => {
    renderTrainer({}, 'es');
    expect(screen.getByRole('status')).toHaveTextContent('Pasada 5 al 80 %');
    expect(screen.getByRole('textbox', { name: 'Empezar en (%)' })).toHaveValue('70');
  });

  it('steps a setting with the arrow keys', async () => {
    const { onTrainerChange } = renderTrainer();
    screen.getByRole('textbox', { name: 'Every (passes)' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onTrainerChange).toHaveBeenLastCalledWith({
      ...SPEED_TRAINER_DEFAULT,
      passesPerStep: 3,
    });
  });

  it('keeps the end at or above the start', async () => {
    const { onTrainerChange } = renderTrainer({
      trainer: { ...SPEED_TRAINER_DEFAULT, maxPercent: 70 },
    });
    screen.getByRole('textbox', { name: 'Start at (%)' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onTrainerChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ startPercent: 71, maxPercent: 71 }),
    );
  });

  it('turns on and off, and shows no pass while off', async () => {
    const { onEnabledChange } = renderTrainer({ isEnabled: false });
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Speed trainer' }));
    expect(onEnabledChange).toHaveBeenCalledWith(true);
  });
});
