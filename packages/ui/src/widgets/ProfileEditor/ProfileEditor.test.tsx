import { BIOGRAPHY_MAX_LENGTH } from '@backline/domain';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUI } from '../../../test/renderWithUI';
import { ProfileBasics } from './ProfileBasics';
import { ProfileBiography } from './ProfileBiography';
import { ProfileEditor } from './ProfileEditor';
import { profileChangeProblems } from './profileFieldProblem';
import { countries, filledProfile, genres, instruments } from './profileStoryData';
import { useKeyedList } from './useKeyedList';

// No delay between keystrokes: the tests stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('profileChangeProblems (the domain schema, as message keys)', () => {
  it('names the first problem of each field', () => {
    expect(profileChangeProblems({ first_name: '  ' })).toEqual({
      first_name: 'firstNameRequired',
    });
    expect(profileChangeProblems({ biography: 'x'.repeat(BIOGRAPHY_MAX_LENGTH + 1) })).toEqual({
      biography: 'textTooLong',
    });
    expect(profileChangeProblems({ first_name: 'Ana', biography: 'Bass' })).toEqual({});
  });
});

describe('useKeyedList', () => {
  it('uses a list already at hand for its key without loading', () => {
    const load = vi.fn(async () => ['x']);
    const { result } = renderHook(() => useKeyedList('US', load, { key: 'US', items: ['CA'] }));
    expect(result.current).toMatchObject({ status: 'ready', items: ['CA'] });
    expect(load).not.toHaveBeenCalled();
  });

  it('drops the answer for a key that is no longer current', async () => {
    const spain = deferred<string[]>();
    const mexico = deferred<string[]>();
    const loads: Record<string, Promise<string[]>> = { ES: spain.promise, MX: mexico.promise };
    const { result, rerender } = renderHook(({ key }) => useKeyedList(key, () => loads[key]!), {
      initialProps: { key: 'ES' },
    });
    expect(result.current.status).toBe('loading');
    rerender({ key: 'MX' });
    await act(async () => mexico.resolve(['Jalisco']));
    await act(async () => spain.resolve(['Madrid']));
    expect(result.current).toMatchObject({ key: 'MX', status: 'ready', items: ['Jalisco'] });
  });

  it('reports a failure and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['Madrid']);
    const { result } = renderHook(() => useKeyedList('ES', load));
    await act(async () => {});
    expect(result.current.status).toBe('failed');
    await act(async () => result.current.retry());
    expect(result.current).toMatchObject({ status: 'ready', items: ['Madrid'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is idle without a key', () => {
    const { result } = renderHook(() => useKeyedList(null, vi.fn()));
    expect(result.current).toMatchObject({ status: 'idle', items: [] });
  });
});

describe('ProfileBasics', () => {
  const props = {
    profile: filledProfile,
    countries,
    regions: [{ region: 'CA', name: 'California' }],
    cities: ['Oakland'],
    loadRegions: vi.fn(async () => []),
    loadCities: vi.fn(async () => []),
  };

  it('shows an empty first name as required and does not report it', async () => {
    const onChange = vi.fn();
    renderWithUI(<ProfileBasics {...props} onChange={onChange} />);
    const first = screen.getByRole('textbox', { name: /^First Name/ });
    await user.clear(first);
    expect(first).toHaveAccessibleDescription('First Name is required');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(first, 'B');
    expect(onChange).toHaveBeenLastCalledWith({ first_name: 'B' });
  });

  it('keeps the typed draft when the saved value has not caught up, and follows a new one', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithUI(<ProfileBasics {...props} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: /^Last Name/ })).toHaveValue('López');
    rerender(
      <ProfileBasics
        {...props}
        onChange={onChange}
        profile={{ ...filledProfile, last_name: 'Ruiz' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^Last Name/ })).toHaveValue('Ruiz');
  });
});

describe('ProfileBiography', () => {
  it('reports each keystroke and refuses a text over the limit', async () => {
    const onChange = vi.fn();
    renderWithUI(
      <ProfileBiography
        profile={{ biography: 'x'.repeat(BIOGRAPHY_MAX_LENGTH - 1) }}
        onChange={onChange}
      />,
    );
    const biography = screen.getByRole('textbox', { name: 'Biography' });
    await user.type(biography, 'yz');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(biography).toHaveAccessibleDescription(/This text is too long/);
  });
});

describe('ProfileEditor', () => {
  // As the /profile route renders it: the saved profile stays the loader's until a reload.
  const props = {
    profile: filledProfile,
    countries,
    loadRegions: vi.fn(async () => []),
    loadCities: vi.fn(async () => []),
    instruments,
    genres,
  };

  it('moves an interest switch at once and reports the opposite value on a second click', async () => {
    const onChange = vi.fn();
    renderWithUI(<ProfileEditor {...props} onChange={onChange} />);
    const free = screen.getByRole('switch', { name: 'Free sessions' });
    expect(free).not.toBeChecked();
    await user.click(free);
    expect(free).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ free_sessions: true });
    await user.click(free);
    expect(free).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ free_sessions: false });
  });

  it('ticks a genre at once and unticks it on a second click', async () => {
    const onChange = vi.fn();
    renderWithUI(<ProfileEditor {...props} onChange={onChange} />);
    const rock = screen.getByRole('checkbox', { name: 'Rock' });
    await user.click(rock);
    expect(rock).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({
      genres: expect.arrayContaining([{ genre_id: 'rock', genre_type: 'profile' }]),
    });
    await user.click(rock);
    expect(rock).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({
      genres: expect.not.arrayContaining([{ genre_id: 'rock', genre_type: 'profile' }]),
    });
  });

  it('shows a new saved profile over the earlier changes', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithUI(<ProfileEditor {...props} onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Free sessions' }));
    rerender(
      <ProfileEditor
        {...props}
        profile={{ ...filledProfile, free_sessions: false }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('switch', { name: 'Free sessions' })).not.toBeChecked();
  });

  it('loads the regions of a country a newcomer chooses, not the empty list of no saved place', async () => {
    const loadRegions = vi.fn(async () => [{ region: 'MD', name: 'Madrid' }]);
    renderWithUI(
      <ProfileEditor
        {...props}
        profile={{ ...filledProfile, country: '', state: '', city: '' }}
        // What /profile's loader has for a person with no saved country.
        regions={[]}
        cities={[]}
        loadRegions={loadRegions}
        onChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.keyboard('Spain');
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    expect(loadRegions).toHaveBeenCalledWith('ES');
    expect(await screen.findByRole('combobox', { name: 'State or Region' })).toBeInTheDocument();
  });
});

describe('ProfileEditor in Spanish', () => {
  it('names countries in the reader’s language, not the API’s English', async () => {
    const onChange = vi.fn();
    renderWithUI(
      <ProfileBasics
        profile={{ ...filledProfile, country: '', state: '', city: '' }}
        countries={countries}
        regions={[]}
        cities={[]}
        loadRegions={vi.fn(async () => [])}
        loadCities={vi.fn(async () => [])}
        onChange={onChange}
      />,
      'es',
    );
    await user.click(screen.getByRole('combobox', { name: 'País' }));
    await user.keyboard('Espa');
    await user.click(await screen.findByRole('option', { name: 'España' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ country: 'ES' }));
    expect(screen.queryByRole('option', { name: 'Spain' })).toBeNull();
  });
});
