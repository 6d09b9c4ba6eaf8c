import { BIOGRAPHY_MAX_LENGTH, type Region } from '@backline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiMessagesFor } from '../../i18n/messagesForLocale';
import { countryName } from '../PersonCard/personPlace';
import { expectFitsNarrowScreen, narrowScreen } from '../private/storyKit';
import { ProfileEditor } from './ProfileEditor';
import {
  citiesByPlace,
  countries,
  filledProfile,
  genres,
  instruments,
  newProfile,
  regionsByCountry,
} from './profileStoryData';

/** A country as the picker names it: in the story's language (Intl), not the API's English. */
const inLocale = (code: string, locale: string) => countryName(code, locale) ?? code;

const loadRegions = fn(async (country: string) => regionsByCountry[country] ?? []);
const loadCities = fn(
  async (country: string, region: string | null) =>
    citiesByPlace[`${country}/${region ?? ''}`] ?? [],
);

const meta = {
  title: 'Widgets/ProfileEditor',
  component: ProfileEditor,
  args: {
    profile: filledProfile,
    onChange: fn(),
    countries,
    regions: regionsByCountry.US,
    cities: citiesByPlace['US/CA'],
    loadRegions,
    loadCities,
    instruments,
    genres,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const combo = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('combobox', { name: new RegExp(`^${name}`) });

const option = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('option', { name });

/** A filled profile: every section shows the saved values; rates shown divided by 100. */
export const Filled: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    for (const section of ['basics', 'biography', 'interests', 'instruments', 'genres'] as const) {
      await expect(
        canvas.getByRole('region', { name: t[`ui.profileEditor.${section}`] }),
      ).toBeVisible();
    }
    await expect(combo(canvasElement, t['ui.profileEditor.country'])).toHaveValue(
      inLocale('US', globals.locale),
    );
    await expect(combo(canvasElement, t['ui.profileEditor.region'])).toHaveValue('California');
    await expect(combo(canvasElement, t['ui.profileEditor.city'])).toHaveValue('Oakland');
    // The route's lists were enough: nothing was loaded.
    await expect(args.loadRegions).not.toHaveBeenCalled();
    await expect(args.loadCities).not.toHaveBeenCalled();
    const hourly = canvas.getByRole('textbox', { name: t['ui.profileEditor.hourlyRate'] });
    await expect((hourly as HTMLInputElement).value).toMatch(/25[.,]00/);
  },
};

/** A new user: empty place, no instruments, no genres. */
export const NewProfile: Story = {
  args: { profile: newProfile, regions: undefined, cities: undefined },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t['ui.profileEditor.noInstruments'])).toBeVisible();
    await expect(combo(canvasElement, t['ui.profileEditor.region'])).toBeDisabled();
    await expect(combo(canvasElement, t['ui.profileEditor.city'])).toHaveAccessibleDescription(
      t['ui.profileEditor.chooseCountryFirst'],
    );
  },
};

/** Keyboard only: country → state → city; each choice clears what depended on it. */
export const ChoosePlaceWithTheKeyboard: Story = {
  args: { profile: newProfile, regions: undefined, cities: undefined },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await userEvent.click(combo(canvasElement, t['ui.profileEditor.country']));
    const spain = inLocale('ES', globals.locale);
    await userEvent.keyboard(spain.slice(0, 3));
    await option(canvasElement, spain);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ country: 'ES', state: '', city: '' });
    await expect(args.loadRegions).toHaveBeenLastCalledWith('ES');
    const region = combo(canvasElement, t['ui.profileEditor.region']);
    await waitFor(() => expect(region).toBeEnabled());
    await userEvent.tab();
    await expect(combo(canvasElement, t['ui.profileEditor.region'])).toHaveFocus();
    await userEvent.keyboard('Mad');
    await option(canvasElement, 'Madrid');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'MD', city: '' });
    await expect(args.loadCities).toHaveBeenLastCalledWith('ES', 'MD');
    const city = combo(canvasElement, t['ui.profileEditor.city']);
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.click(city);
    await userEvent.keyboard('Alc');
    await option(canvasElement, 'Alcalá de Henares');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ city: 'Alcalá de Henares' });
  },
};

/** The saved place without the route's lists: they load, and the saved names appear. */
export const LoadsTheSavedPlace: Story = {
  args: {
    profile: { ...newProfile, country: 'ES', state: 'MD', city: 'Madrid' },
    regions: undefined,
    cities: undefined,
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(combo(canvasElement, t['ui.profileEditor.country'])).toHaveValue(
      inLocale('ES', globals.locale),
    );
    await waitFor(() =>
      expect(combo(canvasElement, t['ui.profileEditor.region'])).toHaveValue('Madrid'),
    );
    await waitFor(() =>
      expect(combo(canvasElement, t['ui.profileEditor.city'])).toHaveValue('Madrid'),
    );
    await expect(args.loadRegions).toHaveBeenCalledWith('ES');
    await expect(args.loadCities).toHaveBeenCalledWith('ES', 'MD');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A country with no regions: the state picker goes away, cities load by country alone. */
export const CountryWithoutRegions: Story = {
  args: { profile: { ...newProfile, country: 'MC' }, regions: undefined, cities: undefined },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.queryByRole('combobox', { name: new RegExp(t['ui.profileEditor.region']) }),
      ).toBeNull(),
    );
    await expect(args.loadCities).toHaveBeenLastCalledWith('MC', null);
    await waitFor(() => expect(combo(canvasElement, t['ui.profileEditor.city'])).toBeEnabled());
  },
};

/** While a country's regions load: a spinner in the field. */
export const LoadingRegions: Story = {
  args: {
    profile: { ...newProfile, country: 'ES' },
    regions: undefined,
    cities: undefined,
    loadRegions: fn((_country: string) => new Promise<Region[]>(() => {})),
  },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const basics = within(canvasElement).getByRole('region', {
      name: t['ui.profileEditor.basics'],
    });
    await expect(
      await within(basics).findByRole('progressbar', { name: t['ui.spinner.label'] }),
    ).toBeVisible();
  },
};

// Storybook resets mocks before each story, keeping only the implementation given to fn().
const failsFirst = fn(async (country: string): Promise<Region[]> => {
  if (failsFirst.mock.calls.length === 1) throw new Error('offline');
  return regionsByCountry[country] ?? [];
});

/** The regions failed to load: the field says so and "Try again" loads them again. */
export const RegionsFailed: Story = {
  args: {
    profile: { ...newProfile, country: 'ES' },
    regions: undefined,
    cities: undefined,
    loadRegions: failsFirst,
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const region = combo(canvasElement, t['ui.profileEditor.region']);
    await waitFor(() =>
      expect(combo(canvasElement, t['ui.profileEditor.region'])).toHaveAccessibleDescription(
        expect.stringContaining(t['ui.profileEditor.regionsFailed']),
      ),
    );
    await expect(region).toBeDefined();
    canvas.getByRole('button', { name: t['ui.profileEditor.retry'] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.loadRegions).toHaveBeenCalledTimes(2);
    // The button goes away: focus is back in the field it served.
    await expect(combo(canvasElement, t['ui.profileEditor.region'])).toHaveFocus();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t['ui.profileEditor.retry'] })).toBeNull(),
    );
  },
};

/** The domain's rules: an empty first name shows "First Name is required" and is not reported. */
export const NameRequired: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const first = within(canvasElement).getByRole('textbox', {
      name: new RegExp(`^${t['ui.profileEditor.firstName']}`),
    });
    await userEvent.clear(first);
    await expect(first).toHaveAccessibleDescription(t['person.firstNameRequired']);
    await expect(args.onChange).not.toHaveBeenCalledWith({ first_name: '' });
    await userEvent.type(first, 'Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith({ first_name: 'Ada' });
    await expect(first).not.toHaveAttribute('aria-invalid');
  },
};

/** Text is reported on each keystroke (the route waits 2 s); the count follows. */
export const TypingABiography: Story = {
  args: { profile: newProfile },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const biography = within(canvasElement).getByRole('textbox', {
      name: t['ui.profileEditor.biography'],
    });
    await userEvent.type(biography, 'Jazz');
    await expect(args.onChange).toHaveBeenLastCalledWith({ biography: 'Jazz' });
    await expect(biography).toHaveAccessibleDescription(
      t['ui.profileEditor.biographyLength']
        .replace('{count, number}', '4')
        .replace(
          '{max, number}',
          new Intl.NumberFormat(globals.locale).format(BIOGRAPHY_MAX_LENGTH),
        ),
    );
  },
};

/** Interests by keyboard: Space turns a flag on and shows its details; a rate is typed in dollars. */
export const InterestsWithTheKeyboard: Story = {
  args: { profile: newProfile },
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    const paid = canvas.getByRole('switch', { name: t['ui.profileEditor.interest.paid_sessions'] });
    paid.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ paid_sessions: true });
    const hourly = await canvas.findByRole('textbox', { name: t['ui.profileEditor.hourlyRate'] });
    await userEvent.tab();
    await expect(hourly).toHaveFocus();
    await userEvent.keyboard('25');
    await userEvent.tab();
    // Shown divided by 100, stored in cents (part 1 §9).
    await expect(args.onChange).toHaveBeenLastCalledWith({ paid_sessions_hourly_rate: 2500 });
    const cowriting = canvas.getByRole('switch', {
      name: t['ui.profileEditor.interest.cowriting'],
    });
    cowriting.focus();
    await userEvent.keyboard(' ');
    const fun = await canvas.findByRole('radio', { name: t['ui.profile.cowritingPurpose.1'] });
    await userEvent.click(fun);
    await expect(args.onChange).toHaveBeenLastCalledWith({ cowriting_purpose: 1 });
  },
};

/** Instruments by keyboard: add one, set its proficiency, move it up (focus follows), remove it. */
export const InstrumentsWithTheKeyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    const canvas = within(canvasElement);
    // Known instruments show their translated name; the story's 'bass' id has no catalogue
    // entry, so it shows the reference list's description.
    const drums = t['ui.instrument.drums'];
    const bass = 'Bass Guitar';
    await userEvent.click(combo(canvasElement, t['ui.profileEditor.addInstrument']));
    await userEvent.keyboard(drums.slice(0, 3));
    await option(canvasElement, drums);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instruments: [
        expect.objectContaining({ instrument_id: 'bass', priority: 0 }),
        expect.objectContaining({ instrument_id: 'keys', priority: 1 }),
        { instrument_id: 'drums', description: 'Drums', proficiency_level: 1, priority: 2 },
      ],
    });
    const proficiency = canvas.getByRole('button', {
      name: new RegExp(t['ui.profileEditor.proficiencyFor'].replace('{instrument}', drums)),
    });
    proficiency.focus();
    await userEvent.keyboard('{Enter}');
    await option(canvasElement, t['ui.profile.proficiency.2']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instruments: expect.arrayContaining([
        expect.objectContaining({ instrument_id: 'drums', proficiency_level: 2 }),
      ]),
    });
    const up = canvas.getByRole('button', {
      name: t['ui.profileEditor.moveUp'].replace('{instrument}', drums),
    });
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instruments: [
        expect.objectContaining({ instrument_id: 'bass', priority: 0 }),
        expect.objectContaining({ instrument_id: 'drums', priority: 1 }),
        expect.objectContaining({ instrument_id: 'keys', priority: 2 }),
      ],
    });
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: t['ui.profileEditor.moveUp'].replace('{instrument}', drums),
        }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    // First now: its "up" is disabled, so focus moves to its "down".
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: t['ui.profileEditor.moveDown'].replace('{instrument}', drums),
        }),
      ).toHaveFocus(),
    );
    canvas
      .getByRole('button', { name: t['ui.profileEditor.remove'].replace('{instrument}', drums) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      instruments: [
        expect.objectContaining({ instrument_id: 'bass', priority: 0 }),
        expect.objectContaining({ instrument_id: 'keys', priority: 1 }),
      ],
    });
    await waitFor(() =>
      expect(
        canvas.getByRole('button', {
          name: t['ui.profileEditor.remove'].replace('{instrument}', bass),
        }),
      ).toHaveFocus(),
    );
  },
};

export const GenresWithTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const rock = within(canvasElement).getByRole('checkbox', { name: 'Rock' });
    rock.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      genres: [
        { genre_id: 'funk', genre_type: 'profile' },
        { genre_id: 'jazz', genre_type: 'profile' },
        { genre_id: 'rock', genre_type: 'profile' },
      ],
    });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, globals }) => {
    const t = uiMessagesFor(globals.locale);
    await expect(
      within(canvasElement).getByRole('textbox', {
        name: new RegExp(`^${t['ui.profileEditor.firstName']}`),
      }),
    ).toBeDisabled();
  },
};

export const OnANarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvasElement }) => expectFitsNarrowScreen(canvasElement),
};
