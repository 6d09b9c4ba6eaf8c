import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { StemMixer, type StemMixerProps, type StemMixerStem } from './StemMixer';

const stems: StemMixerStem[] = [
  { id: 'drums', instrumentId: 'drums', name: 'Drums', volume: 1, muted: false, soloed: false },
  {
    id: 'bass',
    instrumentId: 'bass-guitar',
    name: 'Bass Guitar',
    volume: 0.8,
    muted: false,
    soloed: true,
  },
  {
    id: 'click',
    instrumentId: null,
    name: 'Click',
    isClick: true,
    volume: 0.5,
    muted: true,
    soloed: false,
  },
];

function renderMixer(props: Partial<StemMixerProps> = {}, locale = 'en') {
  const callbacks = {
    onVolumeChange: vi.fn(),
    onMutedChange: vi.fn(),
    onSoloedChange: vi.fn(),
  };
  const view = renderWithUI(<StemMixer stems={stems} {...callbacks} {...props} />, locale);
  return { ...callbacks, ...view };
}

describe('StemMixer', () => {
  it('names every control for its instrument, in the reader’s language', () => {
    renderMixer({}, 'es');
    expect(screen.getByRole('slider', { name: 'Volumen de Batería' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Silenciar Clic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Solo de Bajo eléctrico' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('moves a fader with the keyboard', async () => {
    const { onVolumeChange } = renderMixer();
    screen.getByRole('slider', { name: 'Bass Guitar volume' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onVolumeChange).toHaveBeenCalledWith('bass', 0.79);
  });

  it('toggles mute and solo with Space and Enter', async () => {
    const { onMutedChange, onSoloedChange } = renderMixer();
    screen.getByRole('button', { name: 'Mute Drums' }).focus();
    await userEvent.keyboard(' ');
    expect(onMutedChange).toHaveBeenCalledWith('drums', true);
    screen.getByRole('button', { name: 'Solo Bass Guitar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSoloedChange).toHaveBeenCalledWith('bass', false);
  });

  it('shows each stem’s level on a meter, and fades the stems a solo silences', () => {
    const { container } = renderMixer({ levels: { drums: 0.4 } });
    expect(screen.getByRole('meter', { name: 'Drums level' })).toHaveAttribute(
      'aria-valuenow',
      '0.4',
    );
    const silent = [...container.querySelectorAll('[data-silent]')].map(
      (strip) => strip.textContent,
    );
    expect(silent).toHaveLength(2);
    expect(silent.join()).not.toContain('Bass');
  });

  it('moves the meters with a live level source, the faders holding their value', () => {
    let levels: Record<string, number> = {};
    const listeners = new Set<() => void>();
    const levelSource = {
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      levels: () => levels,
    };
    renderMixer({ levels: { drums: 0.9 }, levelSource });
    const meter = screen.getByRole('meter', { name: 'Drums level' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    act(() => {
      levels = { drums: 0.25, bass: 0.5 };
      for (const listener of listeners) listener();
    });
    expect(meter).toHaveAttribute('aria-valuenow', '0.25');
    expect(screen.getByRole('meter', { name: 'Bass Guitar level' })).toHaveAttribute(
      'aria-valuenow',
      '0.5',
    );
    expect(screen.getByRole('slider', { name: 'Drums volume' })).toHaveValue('1');
  });
});
