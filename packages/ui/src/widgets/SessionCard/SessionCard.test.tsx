import { SESSION_PRIVACY } from '@backline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { sessions } from '../private/sessionsStoryKit';
import { SessionCard } from './SessionCard';
import { privacyMessageId } from './sessionPrivacyMessage';

const [blues, , jazz, quiet] = sessions as [
  (typeof sessions)[0],
  (typeof sessions)[0],
  (typeof sessions)[0],
  (typeof sessions)[0],
];

describe('session texts', () => {
  it('say the words of every privacy option and of the list (part 1 §3, §8)', () => {
    expect(en[privacyMessageId(SESSION_PRIVACY.public)]).toBe('Public');
    expect(en[privacyMessageId(SESSION_PRIVACY.private_invite)]).toBe(
      'Private (invited musicians only)',
    );
    expect(en[privacyMessageId(SESSION_PRIVACY.private_approve)]).toBe(
      'Private (join by approval)',
    );
    expect(en['ui.sessions.privacy']).toBe('Privacy');
    expect(en['ui.sessions.join']).toBe('Join');
    expect(en['ui.sessions.listFailed']).toBe(
      'There was an error retrieving the session list. Please try again.',
    );
    expect(en['ui.sessions.createSession']).toBe('Create Session');
  });
});

describe('SessionCard', () => {
  it('names the card by the description and reads the privacy from the access flags', () => {
    renderWithUI(<SessionCard session={jazz} />);
    const card = screen.getByRole('article', { name: jazz.description });
    expect(card).toHaveTextContent('Privacy: Private (join by approval)');
  });

  it('lists each musician with the instruments of their tracks and marks friends', () => {
    renderWithUI(<SessionCard session={blues} />);
    // The avatar shows initials (hidden from screen readers) when there is no photo: "BL".
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana María LópezFriendElectric Guitar',
      'BLBjörn LundDrums',
      'Carmen RuizFriendVocals and Acoustic Guitar',
    ]);
  });

  it('calls onJoin with the session, naming it in the button', async () => {
    const onJoin = vi.fn();
    renderWithUI(<SessionCard session={blues} onJoin={onJoin} />);
    await userEvent.click(screen.getByRole('button', { name: `Join ${blues.description}` }));
    expect(onJoin).toHaveBeenCalledWith(blues);
  });

  it('titles a session without a description and says nobody is playing', () => {
    renderWithUI(<SessionCard session={quiet} />, 'es');
    expect(screen.getByRole('article', { name: 'Sesión sin título' })).toHaveTextContent(
      'Todavía no toca nadie.',
    );
  });
});
