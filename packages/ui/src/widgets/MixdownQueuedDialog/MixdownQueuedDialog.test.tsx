import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { demoPackage } from '../private/playerStoryKit';
import { MixdownQueuedDialog } from './MixdownQueuedDialog';

function renderDialog(pkg: ReturnType<typeof demoPackage>, locale = 'en') {
  return renderWithUI(
    <MixdownQueuedDialog isOpen mixdown={{ name: 'Practice', packages: [pkg] }} />,
    locale,
  );
}

describe('MixdownQueuedDialog (part 2 §4, §9)', () => {
  it('estimates "about 1 minute" under a minute', () => {
    renderDialog(demoPackage('QUEUED', { queue_time: 30 }));
    expect(screen.getByRole('dialog', { name: 'Mixdown Queued' })).toHaveTextContent(
      '“Practice” is in the queue: about 1 minute.',
    );
  });

  it('estimates whole minutes, rounded up, above a minute', () => {
    renderDialog(demoPackage('QUEUED', { queue_time: 130 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('about 3 minutes to be created');
  });

  it('follows the live packaging steps', () => {
    const view = renderDialog(
      demoPackage('SIGNING', { packaging_steps: 4, current_packaging_step: 1 }),
    );
    expect(screen.getByRole('progressbar', { name: 'Building the mix' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    view.rerender(
      <MixdownQueuedDialog
        isOpen
        mixdown={{ name: 'Practice', packages: [demoPackage('SIGNED')] }}
      />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Your mix is ready to play.')).toBeInTheDocument();
  });

  it('says the §8 prompt when the build fails', () => {
    renderDialog(demoPackage('QUEUED_TIMEOUT'));
    expect(screen.getByRole('alert')).toHaveTextContent('Custom mix was never built. Retry?');
  });

  it('speaks Spanish', () => {
    renderDialog(demoPackage('QUEUED', { queue_time: 0 }), 'es');
    expect(screen.getByRole('dialog', { name: 'Mezcla en cola' })).toHaveTextContent(
      'alrededor de 1 minuto',
    );
  });
});
