import { defaultPeopleFilter, domainText } from '@backline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import en from '../../messages/en.json';
import { genres, instruments } from './filterStoryData';
import { SearchFilterModal } from './SearchFilterModal';

function renderModal(props: Partial<Parameters<typeof SearchFilterModal>[0]> = {}) {
  const onUpdate = vi.fn();
  const onReset = vi.fn();
  const onOpenChange = vi.fn();
  renderWithUI(
    <SearchFilterModal
      isOpen
      onOpenChange={onOpenChange}
      value={defaultPeopleFilter()}
      instruments={instruments}
      genres={genres}
      onUpdate={onUpdate}
      onReset={onReset}
      {...props}
    />,
  );
  return { onUpdate, onReset, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('SearchFilterModal', () => {
  it('starts from the given filter: the defaults of part 1 §9', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveAccessibleName('Update Search');
    const latency = within(dialog).getByRole('group', { name: 'Latency' });
    expect(within(latency).getByRole('checkbox', { name: /Good/ })).toBeChecked();
    expect(within(latency).getByRole('checkbox', { name: /Fair/ })).toBeChecked();
    expect(within(latency).getByRole('checkbox', { name: /Poor/ })).not.toBeChecked();
    const skills = within(dialog).getByRole('group', { name: 'Skill Level' });
    for (const box of within(skills).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(within(dialog).getByRole('button', { name: /Last Active/ })).toHaveTextContent(
      'Within 30 days',
    );
    expect(within(dialog).getByRole('button', { name: /Joined/ })).toHaveTextContent('Any');
    expect(within(dialog).getByRole('checkbox', { name: 'From my location' })).not.toBeChecked();
  });

  it('describes each latency band by the domain’s range', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByRole('checkbox', { name: /Good/ })).toHaveAccessibleDescription(
      'Up to 40 ms',
    );
    expect(within(dialog).getByRole('checkbox', { name: /Fair/ })).toHaveAccessibleDescription(
      '40–60 ms',
    );
    expect(within(dialog).getByRole('checkbox', { name: /Poor/ })).toHaveAccessibleDescription(
      'Over 60 ms',
    );
  });

  it('"Update Search" hands over the chosen filter and closes', async () => {
    const { dialog, onUpdate, onOpenChange } = renderModal();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  ana ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Poor/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Electric Guitar' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Beginner' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'From my location' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Search' }));
    expect(onUpdate).toHaveBeenCalledWith({
      ...defaultPeopleFilter(),
      text: 'ana',
      latency_bands: ['good', 'fair', 'poor'],
      skill_levels: [2, 3],
      instruments: ['electric-guitar'],
      from_location: true,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Many presses on a loaded machine: more than vitest's default 5 s.
  }, 30_000);

  it('"Reset Filters" hands over the default filter, whatever was changed', async () => {
    const { dialog, onReset, onUpdate } = renderModal({
      value: { ...defaultPeopleFilter(), latency_bands: ['poor'], genres: ['jazz'] },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Filters' }));
    expect(onReset).toHaveBeenCalledWith(defaultPeopleFilter());
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('chooses a date range', async () => {
    const { dialog, onUpdate } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: /Joined/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Within 7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Search' }));
    await waitFor(() =>
      expect(onUpdate).toHaveBeenCalledWith(expect.objectContaining({ joined_within_days: 7 })),
    );
  });

  it("carries the filter's texts in the spec's English (part 1 §4, §9)", () => {
    const ui = Object.fromEntries(
      Object.entries(en)
        .filter(([id]) => id.startsWith('ui.peopleFilter.'))
        .map(([id, text]) => [id.slice('ui.peopleFilter.'.length), text]),
    );
    expect(ui).toEqual({
      title: 'Update Search',
      updateSearch: 'Update Search',
      resetFilters: 'Reset Filters',
      noRecords: 'No Records!',
      latency: 'Latency',
      skillLevel: 'Skill Level',
      lastActive: 'Last Active',
      joined: 'Joined',
      fromLocation: 'From my location',
      instruments: 'Instruments',
      genres: 'Genres',
      any: 'Any',
      withinOneDay: 'Within 1 day',
      withinDays: 'Within {days} days',
      text: 'Name',
    });
    // The refusals are the domain catalogue's, which the API answers too.
    expect(domainText('peopleFilter.dateRangeInvalid')).toBe('Choose any, 1, 7, 30 or 90 days');
    expect(domainText('peopleFilter.textTooLong')).toBe(
      'Search text must be at most 100 characters long',
    );
  });
});
