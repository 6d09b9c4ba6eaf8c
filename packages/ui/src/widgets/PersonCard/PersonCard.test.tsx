import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ana, ben, carmen } from '../private/peopleStoryData';
import { PersonCard } from './PersonCard';
import { personPlace } from './personPlace';

describe('personPlace', () => {
  it('adds the country name in the reader’s language', () => {
    expect(personPlace({ location: 'Austin, Texas', country: 'US' }, 'en')).toBe(
      'Austin, Texas, United States',
    );
    expect(personPlace({ location: null, country: 'es' }, 'es')).toBe('España');
  });

  it('keeps a code Intl does not know, and is null without either part', () => {
    expect(personPlace({ location: 'Atlantis', country: 'not a code' }, 'en')).toBe(
      'Atlantis, not a code',
    );
    expect(personPlace({ location: null, country: null }, 'en')).toBeNull();
  });
});

describe('PersonCard', () => {
  it('shortens a long name to 20 characters and keeps the full one in its title', () => {
    renderWithUI(<PersonCard person={carmen} />);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('Carmen Ruiz de la Fu…');
    expect(heading).toHaveAttribute('title', carmen.name);
    expect(screen.getByRole('article')).toHaveAccessibleName('Carmen Ruiz de la Fu…');
  });

  it('shows 4 instruments before "More", which shows the rest in place', async () => {
    renderWithUI(<PersonCard person={ana} />);
    const list = screen.getByRole('list', { name: 'Instruments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const more = screen.getByRole('button', { name: 'More instruments (2 more)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('cuts a biography over 310 characters, and its "More" opens the profile', async () => {
    const onOpenDetails = vi.fn();
    renderWithUI(<PersonCard person={ana} onOpenDetails={onOpenDetails} />);
    const text = ana.biography ?? '';
    expect(screen.getByText(new RegExp(`^${text.slice(0, 40)}`))).toHaveTextContent('…');
    await userEvent.click(screen.getByRole('button', { name: 'More about Ana López' }));
    expect(onOpenDetails).toHaveBeenCalledWith(ana);
  });

  it('offers no biography "More" for a short biography', () => {
    renderWithUI(<PersonCard person={carmen} onOpenDetails={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('calls the actions with the person', async () => {
    const onMessage = vi.fn();
    const onSendFriendRequest = vi.fn();
    renderWithUI(
      <PersonCard person={ana} onMessage={onMessage} onSendFriendRequest={onSendFriendRequest} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message Ana López' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Friend' }));
    expect(onMessage).toHaveBeenCalledWith(ana);
    expect(onSendFriendRequest).toHaveBeenCalledWith(ana);
  });

  it('follows the friend flags: a pending request, a friend', () => {
    const { rerender } = renderWithUI(<PersonCard person={ben} onSendFriendRequest={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Request Pending' })).toBeInTheDocument();
    rerender(<PersonCard person={carmen} onRemoveFriend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Unfriend this person' })).toBeInTheDocument();
  });

  it("hides the friend and message buttons on the user's own card", () => {
    renderWithUI(
      <PersonCard person={ana} isSelf onMessage={vi.fn()} onSendFriendRequest={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Message|Add Friend/ })).toBeNull();
  });
});

describe('PersonCard in other languages and directions', () => {
  it('names instruments in the reader’s language, from the reference data’s ids', () => {
    renderWithUI(<PersonCard person={ana} />, 'es');
    const list = screen.getByRole('list', { name: 'Instrumentos' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const english = ana.instruments.map((instrument) => instrument.description);
    expect(names.some((name) => english.includes(name ?? ''))).toBe(false);
  });

  it('isolates the person’s own words and the latency figure from the page’s direction', () => {
    const { container } = renderWithUI(<PersonCard person={ana} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('[data-band]')).toHaveAttribute('dir', 'auto');
    expect(container.querySelector('bdi')).toHaveTextContent(/\S/);
  });
});
