import { sessionLaunchLink } from '@backline/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { SessionLaunchModal } from './SessionLaunchModal';

describe('SessionLaunchModal', () => {
  it('says its words', () => {
    expect(en['ui.sessionLaunch.title']).toBe('Open the session');
    expect(en['ui.sessionLaunch.text']).toBe('Your session opens in the Backline app.');
    expect(en['ui.sessionLaunch.launch']).toBe('Launch session');
  });

  it('links to the custom-protocol address and reports the launch', () => {
    const onLaunch = vi.fn();
    renderWithUI(
      <SessionLaunchModal isOpen launchHref={sessionLaunchLink('s 9')} onLaunch={onLaunch} />,
    );
    const link = screen.getByRole('link', { name: 'Launch session' });
    expect(link).toHaveAttribute('href', 'backline://session/s%209');
    // No navigation in the test: the custom protocol would leave the page.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onLaunch).toHaveBeenCalled();
  });

  it('words the hand-off for a session just created', () => {
    renderWithUI(<SessionLaunchModal isOpen launchHref="backline://session/s1" purpose="create" />);
    const dialog = screen.getByRole('dialog', { name: 'Your session is created' });
    expect(dialog).toHaveTextContent('Open it in the Backline app to play');
  });
});
