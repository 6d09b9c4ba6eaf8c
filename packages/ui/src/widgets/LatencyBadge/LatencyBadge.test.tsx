import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { LatencyBadge } from './LatencyBadge';

describe('LatencyBadge', () => {
  it.each([
    [{ ars_internet_latency: 25, audio_latency: 15 }, 'GOOD'],
    [{ ars_internet_latency: 30, audio_latency: 10.5 }, 'FAIR'],
    [{ ars_internet_latency: 45, audio_latency: 15 }, 'FAIR'],
    [{ ars_internet_latency: 50, audio_latency: 11 }, 'HIGH'],
    [{ ars_internet_latency: 50, audio_latency: null }, 'UNKNOWN'],
    [null, 'UNKNOWN'],
  ])('shows the domain band of %j: %s', (latency, band) => {
    renderWithUI(<LatencyBadge latency={latency} data-testid="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveAttribute('data-band', band);
    expect(badge).toHaveTextContent(new RegExp(`^Latency: ${band}`));
  });

  it('says the total to screen readers, and shows it with showTotal', () => {
    const latency = { ars_internet_latency: 20, audio_latency: 12 };
    const { rerender } = renderWithUI(<LatencyBadge latency={latency} data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('Latency: GOOD, 32 ms');
    rerender(<LatencyBadge latency={latency} showTotal data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('Latency: GOOD32 ms');
  });

  it('names no total when the latency is unknown', () => {
    renderWithUI(<LatencyBadge latency={{ audio_latency: 5 }} showTotal data-testid="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent(/^Latency: UNKNOWN$/);
  });

  it('speaks Spanish under es', () => {
    renderWithUI(
      <LatencyBadge latency={{ ars_internet_latency: 70, audio_latency: 5 }} data-testid="badge" />,
      'es',
    );
    expect(screen.getByTestId('badge')).toHaveTextContent('Latencia: ALTA, 75 ms');
  });

  it("uses the spec's words in English", () => {
    const words = {
      GOOD: 'GOOD',
      FAIR: 'FAIR',
      HIGH: 'HIGH',
      UNKNOWN: 'UNKNOWN',
      good: 'Good',
      fair: 'Fair',
      poor: 'Poor',
    };
    for (const [key, text] of Object.entries(words)) {
      expect(en[`ui.latency.${key}` as keyof typeof en]).toBe(text);
    }
  });
});
