import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { LoopControl, type LoopControlProps } from './LoopControl';

function renderLoop(props: Partial<LoopControlProps> = {}, locale = 'en') {
  const callbacks = { onLoopChange: vi.fn(), onLoopEnabledChange: vi.fn(), onClear: vi.fn() };
  const view = renderWithUI(
    <LoopControl
      duration={185}
      loop={{ start: 45, end: 70 }}
      loopEnabled
      {...callbacks}
      {...props}
    />,
    locale,
  );
  return { ...callbacks, ...view };
}

describe('LoopControl', () => {
  it('has two thumbs, A and B, that read their time as m:ss', () => {
    renderLoop({}, 'es');
    expect(screen.getByRole('slider', { name: /Inicio del bucle \(A\)/ })).toHaveAttribute(
      'aria-valuetext',
      '0:45',
    );
    expect(screen.getByRole('slider', { name: /Final del bucle \(B\)/ })).toHaveAttribute(
      'aria-valuetext',
      '1:10',
    );
    expect(screen.getByTestId('loop-times')).toHaveTextContent('0:45 – 1:10');
  });

  it('moves a loop point with the arrow keys', async () => {
    const { onLoopChange } = renderLoop();
    screen.getByRole('slider', { name: /Loop end \(B\)/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onLoopChange).toHaveBeenLastCalledWith({ start: 45, end: 71 });
  });

  it('turns the loop off and clears it', async () => {
    const { onLoopEnabledChange, onClear } = renderLoop();
    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));
    expect(onLoopEnabledChange).toHaveBeenCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Clear loop' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('without a loop, says how to set one and offers no switch or Clear', () => {
    renderLoop({ loop: null, loopEnabled: false });
    expect(screen.getByText(/No loop set/)).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Loop' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear loop' })).toBeDisabled();
  });
});
