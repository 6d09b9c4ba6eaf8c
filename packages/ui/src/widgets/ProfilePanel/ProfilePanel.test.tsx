import { SKILL_LEVEL_LABELS } from '@backline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { ana, ben } from '../private/peopleStoryData';
import { ProfilePanel } from './ProfilePanel';

const section = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).parentElement as HTMLElement;

describe('ProfilePanel', () => {
  it('is a dialog named by the person, with the whole biography', () => {
    renderWithUI(<ProfilePanel isOpen person={ana} />);
    expect(screen.getByRole('dialog', { name: 'Ana López' })).toBeInTheDocument();
    expect(section('Biography')).toHaveTextContent(ana.biography ?? '');
  });

  it('shows skill level, place, latency with its total, and the website', () => {
    renderWithUI(<ProfilePanel isOpen person={ana} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Skill level: Professional');
    expect(dialog).toHaveTextContent('Sevilla, Andalucía, Spain');
    expect(dialog).toHaveTextContent('GOOD33 ms');
    expect(within(dialog).getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://ana.example.com',
    );
  });

  it('lists instruments with proficiency, 4 before "More"', async () => {
    renderWithUI(<ProfilePanel isOpen person={ana} />);
    const instruments = section('Instruments');
    expect(within(instruments).getAllByRole('listitem')).toHaveLength(4);
    expect(within(instruments).getAllByRole('listitem')[0]).toHaveTextContent(
      'Electric Guitar · Expert',
    );
    await userEvent.click(within(instruments).getByRole('button', { name: /More instruments/ }));
    expect(within(instruments).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows interests with their details: rates divided by 100, purpose, commitment, touring', () => {
    renderWithUI(<ProfilePanel isOpen person={ana} />);
    const items = within(section('Interests')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Paid sessions$45.00 an hour · $300.00 a day',
      'Free sessions',
      'Cowritingsell music',
      'Traditional band2-3 times a week · Open to touring',
      'Virtual bandonce a week',
    ]);
  });

  it('shows bands, performance samples and online presences', () => {
    renderWithUI(<ProfilePanel isOpen person={ana} />);
    expect(within(section('Bands')).getByRole('link', { name: /Los Duendes/ })).toHaveAttribute(
      'href',
      'https://duendes.example.com',
    );
    expect(section('Bands')).toHaveTextContent('Triana Funk Collective');
    const samples = within(section('Performance Samples')).getAllByRole('listitem');
    // The dash between service and name is drawn by CSS.
    expect(samples[0]).toHaveTextContent('BacklineBulerías at midnight');
    expect(within(samples[1]!).getByRole('link', { name: /SoundCloud/ })).toBeInTheDocument();
    expect(section('Online Presence')).toHaveTextContent('Bandcampanasevilla');
  });

  it('leaves out the sections a sparse profile has nothing for', () => {
    renderWithUI(<ProfilePanel isOpen person={ben} />);
    for (const name of ['Biography', 'Bands', 'Interests', 'Performance Samples']) {
      expect(screen.queryByRole('heading', { name })).toBeNull();
    }
    expect(screen.getByRole('dialog')).toHaveTextContent('Skill level: Amateur');
  });

  it('loading: a spinner in a dialog named "Profile"; error: the message and Try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUI(<ProfilePanel isOpen person={null} isLoading />);
    expect(screen.getByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<ProfilePanel isOpen person={null} hasError onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers the friend and message actions, except on the own profile', async () => {
    const onMessage = vi.fn();
    const { rerender } = renderWithUI(
      <ProfilePanel isOpen person={ana} onMessage={onMessage} onSendFriendRequest={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(onMessage).toHaveBeenCalledWith(ana);
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    rerender(
      <ProfilePanel
        isOpen
        person={ana}
        isSelf
        onMessage={onMessage}
        onSendFriendRequest={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /Message|Add Friend/ })).toBeNull();
  });

  it('names skill levels in the domain’s words', () => {
    expect(en['ui.person.skillLevel.1']).toBe(SKILL_LEVEL_LABELS[1]);
    expect(en['ui.person.skillLevel.2']).toBe(SKILL_LEVEL_LABELS[2]);
  });
});
